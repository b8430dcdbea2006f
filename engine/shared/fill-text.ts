/**
 * Texts of content/site.json with placeholders such as {reference}, filled in for display, and the
 * numbers and plural forms they carry written as the page's language writes them.
 */

/** Replaces each `{name}` whose name is given; any other braces stay as written. */
export function fillText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{([A-Za-z]+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}

/** A text in the plural forms of its language (schema/site.schema.json's pluralText). */
export type PluralText = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

// Intl's formatters are costly to build and drawn with every count, so each language's is kept.
const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function cached<T>(cache: Map<string, T>, lang: string, make: () => T): T {
  const known = cache.get(lang);
  if (known) return known;
  const made = make();
  cache.set(lang, made);
  return made;
}

/** A number as `lang` writes it, e.g. 1,234 in English, 12.345 in Spanish and ৯৯৯ in Bengali. */
export function formatNumber(value: number, lang: string): string {
  return cached(numberFormats, lang, () => new Intl.NumberFormat(lang)).format(value);
}

/** The form of `forms` that `lang` uses for `count` (Intl.PluralRules), else its `other` form. */
export function pluralForm(forms: PluralText, count: number, lang: string): string {
  const rule = cached(pluralRules, lang, () => new Intl.PluralRules(lang)).select(count);
  return forms[rule] ?? forms.other;
}

/**
 * The form for `count`, filled in with `values`, every number written as `lang` writes numbers
 * (formatNumber); `{count}` stands for `count` unless `values` names it otherwise.
 */
export function fillCount(
  forms: PluralText,
  count: number,
  lang: string,
  values: Record<string, string | number> = {},
): string {
  const written = Object.fromEntries(
    Object.entries({ count, ...values }).map(([name, value]) => [
      name,
      typeof value === 'number' ? formatNumber(value, lang) : value,
    ]),
  );
  return fillText(pluralForm(forms, count, lang), written);
}
