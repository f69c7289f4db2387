import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { displayAmount, formatAmount, sameAmount, toCents } from './money.ts';
import { buildUpiLink, upiQrCode } from './upi-link.ts';

const ORDER_ID = '3f1c2a9e-5b7d-4e21-9a0c-6d8e7f901234';

/** Reads a upi:// link back the way a UPI app does: split on & and =, then percent-decode. */
function parseUpiLink(link: string): Record<string, string> {
  const [scheme, query] = link.split('?');
  expect(scheme).toBe('upi://pay');
  const out: Record<string, string> = {};
  for (const pair of (query ?? '').split('&')) {
    const [key, value] = pair.split('=');
    expect(key && value !== undefined).toBeTruthy();
    out[key!] = decodeURIComponent(value!);
  }
  return out;
}

describe('buildUpiLink', () => {
  it('carries payee, two-decimal amount, INR, a note and our order id as tr', () => {
    const link = buildUpiLink({
      vpa: 'hireproof@okaxis',
      payeeName: 'Hireproof Labs',
      amount: 399,
      orderId: ORDER_ID,
    });
    expect(link).toBe(
      `upi://pay?pa=hireproof%40okaxis&pn=Hireproof%20Labs&am=399.00&cu=INR&tn=Order%20${ORDER_ID}&tr=${ORDER_ID}`,
    );
    const params = parseUpiLink(link);
    expect(params).toEqual({
      pa: 'hireproof@okaxis',
      pn: 'Hireproof Labs',
      am: '399.00',
      cu: 'INR',
      tn: `Order ${ORDER_ID}`,
      tr: ORDER_ID,
    });
    expect(params.tn!.length).toBeLessThanOrEqual(50);
  });

  it('encodes any payee name so it cannot add or break parameters, never with +', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 40, unit: 'grapheme' }), (name) => {
        const link = buildUpiLink({ vpa: 'a.b-c@bank', payeeName: name, amount: 12.5, orderId: ORDER_ID });
        expect(link).not.toMatch(/[ +]/);
        const params = parseUpiLink(link);
        expect(Object.keys(params)).toEqual(['pa', 'pn', 'am', 'cu', 'tn', 'tr']);
        expect(params.pn).toBe(name);
        expect(params.am).toBe('12.50');
      }),
      { numRuns: 500 },
    );
  });

  it('refuses a payee that is not a UPI id', () => {
    expect(() => buildUpiLink({ vpa: 'not a vpa', payeeName: 'x', amount: 1, orderId: ORDER_ID })).toThrow();
  });

  it('renders the link as a PNG QR code data URL', async () => {
    const qr = await upiQrCode(buildUpiLink({ vpa: 'x@y', payeeName: 'X', amount: 1, orderId: ORDER_ID }));
    expect(qr.startsWith('data:image/png;base64,')).toBe(true);
    const png = Buffer.from(qr.slice('data:image/png;base64,'.length), 'base64');
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  });
});

describe('money', () => {
  it('formats and compares amounts in whole cents', () => {
    expect(formatAmount(9)).toBe('9.00');
    expect(formatAmount(12.5)).toBe('12.50');
    expect(formatAmount(0.1 + 0.2)).toBe('0.30');
    expect(displayAmount(399, 'INR')).toBe('₹399.00');
    expect(displayAmount(9, 'USD')).toBe('$9.00');
    expect(toCents('9')).toBe(900);
    expect(toCents('9.5')).toBe(950);
    expect(toCents('9.005')).toBeNull();
    expect(toCents('-9.00')).toBeNull();
    expect(toCents('1e3')).toBeNull();
    expect(sameAmount('9.00', '9')).toBe(true);
    expect(sameAmount('9.00', '9.01')).toBe(false);
    expect(sameAmount('abc', 'abc')).toBe(false);
  });

  it('round-trips any cent amount through formatAmount and toCents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (cents) => {
        expect(toCents(formatAmount(cents / 100))).toBe(cents);
      }),
    );
  });
});
