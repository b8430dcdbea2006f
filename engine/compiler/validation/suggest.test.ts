import { describe, expect, it } from 'vitest';
import { closest } from './suggest';

describe('closest', () => {
  it('finds a typo, a swap of two letters and a change of case, never the word itself or a stranger', () => {
    expect(closest('dowload', ['download', 'route'])).toBe('download');
    expect(closest('pupm', ['pump', 'bag'])).toBe('pump');
    expect(closest('Setup-Guide.pdf', ['setup-guide.pdf'])).toBe('setup-guide.pdf');
    expect(closest('x', ['to', 'x'])).toBeUndefined();
    expect(closest('landing', ['home', 'menu', 'video'])).toBeUndefined();
    // A shared folder does not make different names near.
    expect(closest('cards/none.svg', ['cards/bags.svg'])).toBeUndefined();
    expect(closest('internal/nowhere', ['internal/home'])).toBeUndefined();
    expect(closest('instrctions-for-us', ['instructions-for-use'])).toBe('instructions-for-use');
  });

  it('finds the one name that is the word with a part more or less, never one of several', () => {
    expect(closest('priming', ['home', 'priming-video'])).toBe('priming-video');
    expect(closest('quick-tips-pump', ['quick-tips', 'faq'])).toBe('quick-tips');
    expect(closest('priming', ['priming-video', 'priming-guide'])).toBeUndefined();
    expect(closest('prime', ['priming-video'])).toBeUndefined();
  });
});
