import { describe, expect, it } from 'vitest';
import { jaroWinkler } from './jaro-winkler.ts';

describe('jaroWinkler', () => {
  it('scores known pairs', () => {
    expect(jaroWinkler('javascript', 'javscript')).toBeCloseTo(0.977, 2);
    expect(jaroWinkler('java', 'javascript')).toBeCloseTo(0.88, 2);
    expect(jaroWinkler('martha', 'marhta')).toBeCloseTo(0.961, 2);
    expect(jaroWinkler('react', 'redux')).toBeLessThan(0.8);
  });
  it('is 1 for equal strings and 0 when nothing matches', () => {
    expect(jaroWinkler('kubernetes', 'kubernetes')).toBe(1);
    expect(jaroWinkler('abc', 'xyz')).toBe(0);
    expect(jaroWinkler('', 'abc')).toBe(0);
  });
});
