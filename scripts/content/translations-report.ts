/**
 * What `npm run content:translations` prints and writes: each language's coverage by product line
 * (translated files of all, and how many are stale), and the hash of an original stamped into its
 * translation's `translationOf`, so content:check can tell when the original changes after it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { applyEdits, modify, parseTree } from 'jsonc-parser';
import {
  type FileStatus,
  type LanguageStatus,
  sha256Of,
  translationPathOf,
} from '../../engine/compiler/compile/translation-status';
import { alignedLines } from '../../engine/compiler/figures/aligned-table';
import { translatedKindOf, translationsFolder } from './load-translations';

const stateWord: Record<NonNullable<FileStatus['state']> | 'missing', string> = {
  current: 'translated',
  stale: 'stale',
  unstamped: 'unstamped',
  missing: 'missing',
};

/** Coverage of each language, one row per product line (and the site's and brands' own files). */
export function coverageReport(statuses: LanguageStatus[], { details = false } = {}): string {
  if (statuses.length === 0) return 'The site has one language: there is nothing to translate.';
  return statuses
    .map(({ lang, name, files }) => {
      const groups = [...new Set(files.map((f) => f.group))];
      const count = (list: FileStatus[]) => ({
        translated: list.filter((f) => f.translated !== undefined).length,
        stale: list.filter((f) => f.state === 'stale' || f.state === 'unstamped').length,
      });
      const all = count(files);
      const rows = groups.map((group) => {
        const list = files.filter((f) => f.group === group);
        const { translated, stale } = count(list);
        return [group, `${translated}/${list.length}`, `${Math.round((100 * translated) / list.length)}%`, `${stale}`];
      });
      const table = alignedLines([['', 'translated', '%', 'stale'], ...rows]).map((line) => `  ${line.trimEnd()}`);
      const heading = `${name} (${lang}): ${all.translated} of ${files.length} files translated, ${all.stale} stale or unstamped`;
      const listed = details
        ? files.map(
            (f) => `  ${stateWord[f.state ?? 'missing'].padEnd(10)} ${f.translated ?? translationPathOf(f, lang)}`,
          )
        : [];
      return [heading, ...table, ...listed].join('\n');
    })
    .join('\n\n');
}

/** The original a translated file translates, relative to the content folder; an error for a file that is not a translation. */
function originalOf(contentDir: string, file: string): { lang: string; path: string } {
  const inside = relative(join(contentDir, translationsFolder), resolve(file)).split(sep).join('/');
  const [lang = '', ...rest] = inside.split('/');
  const path = rest.join('/');
  if (inside.startsWith('..') || !lang || !translatedKindOf(path))
    throw new Error(
      `${file} is not a translation: translations are content/${translationsFolder}/<lang>/ followed by the path of their original inside content/`,
    );
  return { lang, path };
}

/** Records the hash of the original's current bytes in a translated file, keeping the rest of its text as it is. */
export function stampTranslation(contentDir: string, file: string): string {
  const { path } = originalOf(contentDir, file);
  let original: Uint8Array;
  try {
    original = readFileSync(join(contentDir, path));
  } catch {
    throw new Error(`${file} translates nothing: content/${path} does not exist`);
  }
  const sha256 = sha256Of(original);
  const text = readFileSync(file, 'utf8');
  const tree = parseTree(text);
  if (tree?.type !== 'object') throw new Error(`${file} is not a JSON object; fix it first (npm run content:check)`);
  // A new translationOf goes after $schema, where a reader looks first.
  const keys = (tree.children ?? []).map((p) => p.children?.[0]?.value);
  const edits = modify(
    text,
    ['translationOf'],
    { sha256 },
    {
      formattingOptions: { insertSpaces: true, tabSize: 2, eol: '\n' },
      getInsertionIndex: () => (keys[0] === '$schema' ? 1 : 0),
    },
  );
  writeFileSync(file, applyEdits(text, edits));
  return sha256;
}
