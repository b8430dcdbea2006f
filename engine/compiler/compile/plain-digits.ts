import type { CompiledSiteSettings } from '../../shared/types';

/**
 * Whether a language writes the whole numbers 0 to 999 in the digits 0-9: its default numbering
 * system is `latn` (English, Spanish; not Persian, Bengali or Marathi). Asked here, where Node has
 * the full ICU data, and written into that language's compiled site settings, so a page can write a
 * file size or a count below 1,000 without building an Intl.NumberFormat.
 */
export function writesPlainDigits(lang: string): boolean {
  return new Intl.NumberFormat(lang).resolvedOptions().numberingSystem === 'latn';
}

/**
 * The fields that say which language a compiled site settings file is in: the site's languages, its
 * own, and how that one writes numbers, which follows from it and so is never copied from another's.
 */
export function siteLanguageFields(
  languages: NonNullable<CompiledSiteSettings['languages']>,
  lang: string,
): Pick<CompiledSiteSettings, 'languages' | 'lang' | 'plainDigits'> {
  return { languages, lang, plainDigits: writesPlainDigits(lang) };
}
