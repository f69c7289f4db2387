// The audit module's public face: other modules record their decisions through these only.
export { type Actor, recordAudit } from './audit-log.ts';
