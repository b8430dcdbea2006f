import { describe, expect, it } from 'vitest';
import { limitKeyOf } from './limit-key';

describe('limitKeyOf', () => {
  it('counts every address of one IPv6 /64 as one client', () => {
    const keys = ['2001:db8:1:2::1', '2001:db8:1:2:ffff:ffff:ffff:fffe', '2001:0db8:0001:0002:abcd::9'].map(limitKeyOf);
    expect(new Set(keys)).toEqual(new Set(['2001:db8:1:2::/64']));
  });

  it('keeps neighbouring /64s apart', () => {
    expect(limitKeyOf('2001:db8:1:2::1')).not.toBe(limitKeyOf('2001:db8:1:3::1'));
  });

  it('counts an IPv4 address alone, also when written IPv4-mapped', () => {
    expect(limitKeyOf('192.0.2.7')).toBe('192.0.2.7');
    expect(limitKeyOf('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(limitKeyOf('192.0.2.8')).not.toBe(limitKeyOf('192.0.2.7'));
  });

  it('leaves a value that is no address as it is', () => {
    expect(limitKeyOf('unknown')).toBe('unknown');
  });
});
