import { describe, expect, it } from 'vitest';
import { entryOfPath } from './entry-of-path';

const lines = [
  { pathPrefix: '/ivenix', model: 'infusion-pump' },
  { pathPrefix: '/ivenix-syringe/', model: 'syringe-pump' },
];

describe('entryOfPath', () => {
  it('finds the line whose prefix starts the address, at any depth and in any case', () => {
    expect(entryOfPath(lines, '/ivenix')?.model).toBe('infusion-pump');
    expect(entryOfPath(lines, '/Ivenix/internal/home/')?.model).toBe('infusion-pump');
    expect(entryOfPath(lines, '/ivenix-syringe/internal/home')?.model).toBe('syringe-pump');
  });

  it('matches on a segment boundary only', () => {
    expect(entryOfPath(lines, '/ivenixx/internal/home')).toBeUndefined();
    expect(entryOfPath(lines, '/')).toBeUndefined();
  });
});
