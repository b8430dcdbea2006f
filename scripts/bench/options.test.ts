import { describe, expect, it } from 'vitest';
import { wholeNumbers } from './options';

describe('wholeNumbers', () => {
  it('reads each setting as a whole number', () => {
    expect(wholeNumbers({ duration: '5', warmup: '0' }, { duration: 1, warmup: 0 })).toEqual({
      duration: 5,
      warmup: 0,
    });
  });

  it('names the first setting that is not a whole number of at least its least value', () => {
    const least = { duration: 1, warmup: 0 };
    expect(() => wholeNumbers({ duration: '0', warmup: '0' }, least)).toThrow(
      '--duration must be a whole number of at least 1 (got "0")',
    );
    expect(() => wholeNumbers({ duration: '2.5', warmup: '0' }, least)).toThrow('--duration must be a whole number');
    expect(() => wholeNumbers({ duration: '5', warmup: 'x' }, least)).toThrow(
      '--warmup must be a whole number of at least 0 (got "x")',
    );
    expect(() => wholeNumbers({ duration: ' ', warmup: '0' }, least)).toThrow('--duration must be a whole number');
    expect(() => wholeNumbers({ warmup: '0' }, least)).toThrow(
      '--duration must be a whole number of at least 1 (got "")',
    );
  });
});
