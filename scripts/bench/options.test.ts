import { describe, expect, it } from 'vitest';
import { parseOptions } from './options';

const numbers = { duration: [10, 1], warmup: [2, 0] } as const;

describe('parseOptions', () => {
  it('reads whole numbers given, their defaults otherwise, and text options as written', () => {
    expect(parseOptions(['--duration', '5', '--save=reports'], numbers, ['save', 'site'])).toEqual({
      duration: 5,
      warmup: 2,
      save: 'reports',
    });
  });

  it('names the first number that is not a whole number of at least its least value', () => {
    expect(() => parseOptions(['--duration', '0'], numbers)).toThrow(
      '--duration must be a whole number of at least 1 (got "0")',
    );
    expect(parseOptions(['--warmup', '0'], numbers).warmup).toBe(0);
    expect(() => parseOptions(['--duration', '2.5'], numbers)).toThrow('--duration must be a whole number');
    expect(() => parseOptions(['--warmup', 'x'], numbers)).toThrow(
      '--warmup must be a whole number of at least 0 (got "x")',
    );
    expect(() => parseOptions(['--duration', ' '], numbers)).toThrow('--duration must be a whole number');
  });

  it('refuses an option the benchmark does not know', () => {
    expect(() => parseOptions(['--rounds', '3'], numbers)).toThrow("Unknown option '--rounds'");
  });
});
