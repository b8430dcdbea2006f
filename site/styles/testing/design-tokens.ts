/**
 * The design tokens as ../tokens.css declares them, read from its text: its groups (a comment on a
 * line of its own starts one, "Title: what it holds"), each token's value with `var()` references
 * followed, and the comment beside it. Storybook's token page and the contrast test read them here,
 * so neither keeps a copy of a value.
 */

export interface DesignToken {
  name: string;
  /** As written, e.g. `var(--color-brand-dark)`. */
  value: string;
  /** With every `var(--…)` replaced by what it names. */
  resolved: string;
  /** The comment beside the declaration: what the token is for. */
  note: string;
}

export interface TokenGroup {
  title: string;
  /** The rest of the group's comment, after its title. */
  note: string;
  tokens: DesignToken[];
}

const groupLine = /^\s*\/\*\s*(.+?)\s*\*\/\s*$/;
const declarationLine = /^\s*(--[\w-]+)\s*:\s*(.+?)\s*;\s*(?:\/\*\s*(.*?)\s*\*\/)?\s*$/;

function resolve(value: string, written: Map<string, string>, seen: string[] = []): string {
  return value.replace(/var\((--[\w-]+)\)/g, (reference, name: string) => {
    const target = written.get(name);
    if (target === undefined || seen.includes(name)) return reference;
    return resolve(target, written, [...seen, name]);
  });
}

/** The groups of tokens in the `:root` block of `css`, in the file's order. */
export function designTokens(css: string): TokenGroup[] {
  const body = css.slice(css.indexOf(':root'));
  const groups: TokenGroup[] = [];
  const written = new Map<string, string>();
  const declared: { group: TokenGroup; name: string; value: string; note: string }[] = [];
  for (const line of body.split('\n')) {
    const declaration = declarationLine.exec(line);
    if (declaration) {
      const [, name = '', value = '', note = ''] = declaration;
      const group = groups.at(-1) ?? { title: 'Tokens', note: '', tokens: [] };
      if (groups.length === 0) groups.push(group);
      written.set(name, value);
      declared.push({ group, name, value, note });
      continue;
    }
    const heading = groupLine.exec(line);
    if (heading) {
      const [title = '', ...rest] = (heading[1] ?? '').split(': ');
      groups.push({ title, note: rest.join(': '), tokens: [] });
    }
  }
  for (const { group, name, value, note } of declared) {
    group.tokens.push({ name, value, resolved: resolve(value, written), note });
  }
  return groups.filter((group) => group.tokens.length > 0);
}

/** Every token by name. */
export function tokensByName(groups: TokenGroup[]): Map<string, DesignToken> {
  return new Map(groups.flatMap((group) => group.tokens.map((token) => [token.name, token] as const)));
}

/** The relative luminance of a `#rgb` or `#rrggbb` colour, as WCAG defines it. */
function luminance(hex: string): number {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`Not a hex colour: ${hex}`);
  const [r = 0, g = 0, b = 0] = [0, 2, 4].map((start) => {
    const channel = Number.parseInt(full.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two hex colours, from 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}
