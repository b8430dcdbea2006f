import { describe, expect, it } from 'vitest';
import { maxQueryLength } from '../../engine/shared/search/search-query';
import { searchLogQuery } from './search-log-query';

describe('searchLogQuery', () => {
  it('counts one search however its words were typed', () => {
    for (const typed of ['Air in line', '  air   IN\tline ', 'ＡＩＲ\u3000in line', 'air\u00a0in line', 'Air, line!']) {
      expect(searchLogQuery(typed, 'en'), typed).toBe('air line');
    }
  });

  it('keeps only the words searched: no common word, each word once, the first eight', () => {
    expect(searchLogQuery('How do I prime the pump? prime PRIME', 'en')).toBe('prime pump');
    expect(searchLogQuery('¿Cómo PURGAR la bomba?', 'es')).toBe('purgar bomba');
    const many = Array.from({ length: 30 }, (_, word) => `w${word}`).join(' ');
    expect(searchLogQuery(many, 'en')).toBe('w0 w1 w2 w3 w4 w5 w6 w7');
    expect(searchLogQuery('the of and', 'en')).toBe('');
  });

  it('keeps at most the longest query accepted', () => {
    expect(searchLogQuery('ﬁ'.repeat(maxQueryLength), 'en')).toHaveLength(maxQueryLength);
  });
});
