/**
 * Prices as shown on the landing page: whole amounts without decimals ($9, ₹399), others with two
 * ($9.50). USD in US style, INR in Indian digit grouping (₹1,29,900).
 */
export function formatPrice(amount: number, currency: 'USD' | 'INR'): string {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(currency === 'USD' ? 'en-US' : 'en-IN', {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount);
}
