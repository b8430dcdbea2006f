import { describe, expect, it } from 'vitest';
import { recentNotices } from './recent-notices';

describe('recent notices', () => {
  it('keeps the notices of the last days up to today, not those published ahead', () => {
    const notices = [{ date: '2026-12-01' }, { date: '2026-11-20' }, { date: '2026-09-01' }, { date: '2026-08-31' }];
    expect(recentNotices(notices, '2026-11-29', 90)).toEqual([{ date: '2026-11-20' }, { date: '2026-09-01' }]);
    expect(recentNotices(notices, '2027-02-28', 90)).toEqual([{ date: '2026-12-01' }]);
  });
});
