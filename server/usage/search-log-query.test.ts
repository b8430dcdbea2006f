import { describe, expect, it } from 'vitest';
import { maxQueryLength } from '../../engine/shared/search/search-query';
import { searchLogQuery } from './search-log-query';

describe('searchLogQuery', () => {
  it('counts one search however its words were typed', () => {
    for (const typed of ['Air in line', '  air   IN\tline ', 'ＡＩＲ\u3000in line', 'air\u00a0in line']) {
      expect(searchLogQuery(typed), typed).toBe('air in line');
    }
  });

  it('keeps at most the longest query accepted', () => {
    expect(searchLogQuery('ﬁ'.repeat(maxQueryLength))).toHaveLength(maxQueryLength);
  });
});
