import { describe, expect, it } from 'vitest';
import { formatPrice } from './format-price.ts';

describe('formatPrice', () => {
  it('shows whole amounts without decimals', () => {
    expect(formatPrice(9, 'USD')).toBe('$9');
    expect(formatPrice(399, 'INR')).toBe('₹399');
  });

  it('shows fractional amounts with two decimals', () => {
    expect(formatPrice(9.5, 'USD')).toBe('$9.50');
    expect(formatPrice(12.99, 'USD')).toBe('$12.99');
  });

  it('groups rupees the Indian way', () => {
    expect(formatPrice(129900, 'INR')).toBe('₹1,29,900');
  });
});
