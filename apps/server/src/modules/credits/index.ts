// The credits module's public face: credits change only through the ledger, from any module.
export { accountWithCreditRef, applyCredit, hasCreditRef } from './credit-ledger.ts';
