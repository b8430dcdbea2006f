/**
 * Which original content file each language has translated, and whether each translation is
 * stale: its `translationOf.sha256` is not the hash of the original's current bytes. content:check
 * warns from it, and `npm run content:translations` prints it as coverage.
 */
import { createHash } from 'node:crypto';
import type { TranslationOf } from '../../shared/types';
import type { ContentError } from '../validation/content-error';
import type { ContentFiles, LoadedContent, LoadedTranslated, LoadedTranslation } from './content-source';

/** The hex SHA-256 of a file's bytes, as translationOf records it. */
export function sha256Of(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export interface OriginalFile {
  /** Path relative to the content folder, e.g. products/acme-pump/sections/faq.json. */
  contentPath: string;
  /** As shown in messages. */
  file: string;
  /** What coverage is counted by: `site`, a product folder (`products/acme-pump`) or a brand (`brands/acme`). */
  group: string;
}

export interface FileStatus extends OriginalFile {
  /** The translated file as shown in messages, when there is one. */
  translated?: string;
  /** Present for a translation: `missing` when it records no hash, `stale` when the original changed since. */
  state?: 'current' | 'stale' | 'unstamped';
}

export interface LanguageStatus {
  lang: string;
  name: string;
  files: FileStatus[];
}

/** Every original content file a language may translate, in the order they are listed. */
function originalFilesOf(content: LoadedContent): OriginalFile[] {
  const files: OriginalFile[] = [];
  if (content.site?.contentPath)
    files.push({ contentPath: content.site.contentPath, file: content.site.file, group: 'site' });
  for (const line of content.products) {
    const group = `products/${line.folder}`;
    if (line.contentPath) files.push({ contentPath: line.contentPath, file: line.file, group });
    for (const section of Object.values(line.sections))
      if (section.contentPath) files.push({ contentPath: section.contentPath, file: section.file, group });
  }
  for (const [brand, sections] of Object.entries(content.brandSections))
    for (const section of Object.values(sections))
      if (section.contentPath)
        files.push({ contentPath: section.contentPath, file: section.file, group: `brands/${brand}` });
  return files;
}

/** Every translated file of a language, by the content path of its original. */
function translatedFilesOf(
  translation: LoadedTranslation,
): Map<string, LoadedTranslated<{ translationOf?: TranslationOf }>> {
  const all: LoadedTranslated<{ translationOf?: TranslationOf }>[] = [
    ...(translation.site ? [translation.site] : []),
    ...Object.values(translation.products),
    ...Object.values(translation.productSections).flatMap((sections) => Object.values(sections)),
    ...Object.values(translation.brandSections).flatMap((sections) => Object.values(sections)),
  ];
  return new Map(all.map((file) => [file.originalPath, file]));
}

export function translationStatus(content: LoadedContent, files: ContentFiles): LanguageStatus[] {
  const originals = originalFilesOf(content);
  const hashes = new Map<string, string | undefined>();
  const hashOf = (path: string) => {
    if (!hashes.has(path)) {
      const bytes = files.readFile(path);
      hashes.set(path, bytes ? sha256Of(bytes) : undefined);
    }
    return hashes.get(path);
  };
  return (content.translations ?? []).map((translation) => {
    const translated = translatedFilesOf(translation);
    return {
      lang: translation.language.code,
      name: translation.language.name,
      files: originals.map((original) => {
        const found = translated.get(original.contentPath);
        if (!found) return original;
        const recorded = found.value.translationOf?.sha256;
        const state =
          recorded === undefined ? 'unstamped' : recorded === hashOf(original.contentPath) ? 'current' : 'stale';
        return { ...original, translated: found.file, state };
      }),
    };
  });
}

const notTranslated = 'not translated into';

/** Whether a warning is one of the missing translations, which a site with languages has until all is translated. */
export const isMissingTranslation = (problem: ContentError) => problem.message.startsWith(`${notTranslated} `);

/** The language a missing translation is for, as its warning names it (`Español (es)`); undefined for any other problem. */
export function missingTranslationLanguage(problem: ContentError): string | undefined {
  if (!isMissingTranslation(problem)) return undefined;
  return problem.message.slice(notTranslated.length + 1).split(' yet: ')[0];
}

const unstamped = 'records no translationOf';
const stale = 'stale:';

/** Whether a warning is about translations at all: missing, stale or unstamped. */
export const isTranslationWarning = (problem: ContentError) =>
  isMissingTranslation(problem) || problem.message.startsWith(unstamped) || problem.message.startsWith(stale);

/** Where a translation of an original goes, shown as the original is (relative to the same folder). */
export function translationPathOf(original: OriginalFile, lang: string): string {
  const contentFolder = original.file.slice(0, original.file.length - original.contentPath.length);
  return `${contentFolder}translations/${lang}/${original.contentPath}`;
}

/** The warnings content:check prints: each missing translation (at the path it would have) and each stale one. */
export function translationWarnings(statuses: LanguageStatus[]): ContentError[] {
  return statuses.flatMap(({ lang, name, files }) =>
    files.flatMap((status): ContentError[] => {
      const language = `${name} (${lang})`;
      if (status.translated === undefined) {
        return [
          {
            severity: 'warning',
            file: translationPathOf(status, lang),
            pointer: '',
            line: 1,
            column: 1,
            message: `${notTranslated} ${language} yet: its pages show ${status.file} in the default language`,
          },
        ];
      }
      if (status.state === 'unstamped')
        return [
          {
            severity: 'warning',
            file: status.translated,
            pointer: '',
            message: `${unstamped}, so whether ${status.file} changed since cannot be told; after checking it, run npm run content:translations -- --stamp ${status.translated}`,
          },
        ];
      if (status.state === 'stale')
        return [
          {
            severity: 'warning',
            file: status.translated,
            pointer: '/translationOf/sha256',
            message: `${stale} ${status.file} changed after this ${language} translation was made; update it, then run npm run content:translations -- --stamp ${status.translated}`,
          },
        ];
      return [];
    }),
  );
}
