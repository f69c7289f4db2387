import QRCode from 'qrcode';
import { formatAmount } from './money.ts';

export interface UpiPayment {
  /** Payee VPA, `handle@psp`. */
  vpa: string;
  payeeName: string;
  /** Rupees. */
  amount: number;
  /** Our order id: the transaction reference the payer's app echoes back. */
  orderId: string;
}

export const UPI_VPA_PATTERN = /^[\w.-]+@[\w.-]+$/;

/** NPCI encoding: every value percent-encoded, a space as %20 (some apps show a '+' literally). */
const encode = (value: string) =>
  encodeURIComponent(value).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * The `upi://pay` deep link of the NPCI linking spec: payee (pa, pn), the amount with two
 * decimals, INR, a short note (≤ 50 characters) and our order id as the reference (tr), which
 * dynamic links must carry.
 */
export function buildUpiLink(payment: UpiPayment): string {
  if (!UPI_VPA_PATTERN.test(payment.vpa)) throw new Error(`Not a UPI id: ${payment.vpa}`);
  const params: Array<[string, string]> = [
    ['pa', payment.vpa],
    ['pn', payment.payeeName],
    ['am', formatAmount(payment.amount)],
    ['cu', 'INR'],
    ['tn', `Order ${payment.orderId}`.slice(0, 50)],
    ['tr', payment.orderId],
  ];
  return `upi://pay?${params.map(([key, value]) => `${key}=${encode(value)}`).join('&')}`;
}

/** The link as a QR code (PNG data URL), which UPI apps scan. */
export function upiQrCode(link: string): Promise<string> {
  return QRCode.toDataURL(link, { errorCorrectionLevel: 'M', margin: 2, width: 256 });
}
