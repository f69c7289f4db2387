import type { Currency } from '@hireproof/contract';

const DECIMAL = /^(\d{1,12})(?:\.(\d{1,2}))?$/;

/** Whole cents (paise) of a decimal string such as "9", "9.5" or "399.00"; null when it is not one. */
export function toCents(value: string): number | null {
  const match = DECIMAL.exec(value.trim());
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  return whole * 100 + fraction;
}

/** A price as the two-decimal string PayPal, UPI and our numeric column take ("399.00"). */
export function formatAmount(value: number): string {
  const cents = Math.round(value * 100);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** True when two decimal amount strings are the same number of cents (both must be well formed). */
export function sameAmount(a: string, b: string): boolean {
  const left = toCents(a);
  return left !== null && left === toCents(b);
}

const SYMBOL: Record<Currency, string> = { USD: '$', INR: '₹' };

/** "$9.00", "₹399.00". */
export function displayAmount(amount: number, currency: Currency): string {
  return `${SYMBOL[currency]}${formatAmount(amount)}`;
}
