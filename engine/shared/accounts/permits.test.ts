import { describe, expect, it } from 'vitest';
import { authKeyOf } from './auth-key';
import { permits } from './permits';

describe('permits', () => {
  it('allows exactly the models an account lists', () => {
    expect(permits({ models: ['a', 'b'] }, 'a')).toBe(true);
    expect(permits({ models: ['a', 'b'] }, 'c')).toBe(false);
    expect(permits({ models: 'a' as unknown as string[] }, 'a')).toBe(false);
  });
});

describe('authKeyOf', () => {
  it('is the SHA-256 hex of the trimmed password', () => {
    expect(authKeyOf('  demo \n')).toBe('2a97516c354b68848cdbd8f54a226a0a55b21ed138e207ad6c5cbb9c00aa5aea');
  });
});
