/**
 * The words inside PDFs, for search: read with Mozilla's pdf.js when content is compiled. Reading
 * a PDF costs tens of milliseconds, so texts are kept in .cache/ by a hash of the file's bytes and
 * a file is read again only when it changed.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sha256 } from 'js-sha256';

const cacheVersion = 1;

async function readPdfText(data: Uint8Array): Promise<string> {
  // Loaded on the first PDF that is not in the cache: most compiles read none.
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // No fonts: only the text layer is wanted (pdf.js 6 never evaluates code from a PDF).
  const loading = getDocument({ data, useSystemFonts: false, verbosity: 0 });
  const pdf = await loading.promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const content = await (await pdf.getPage(n)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : '')).join(''));
    }
    return pages
      .join('\n')
      .replace(/[ \t]+/g, ' ')
      .replace(/ ?\n ?/g, '\n')
      .trim();
  } finally {
    await loading.destroy();
  }
}

export interface PdfTexts {
  /** Text of the PDF at an absolute path; '' when it has no text layer or cannot be read (a warning says which). */
  textOf(path: string): Promise<string>;
  /** Writes what was read to the cache, keeping only the files asked for in this run. */
  save(): void;
}

export function pdfTexts(cacheDir: string, warn: (message: string) => void = console.warn): PdfTexts {
  const cacheFile = join(cacheDir, `pdf-text-v${cacheVersion}.json`);
  const cached: Record<string, string> = existsSync(cacheFile) ? readCache(cacheFile) : {};
  const used: Record<string, string> = {};
  return {
    async textOf(path) {
      const data = new Uint8Array(readFileSync(path));
      const key = sha256(data);
      if (!Object.hasOwn(cached, key)) {
        try {
          cached[key] = await readPdfText(data);
        } catch (error) {
          // Not kept: the next compile tries again, and warns again until the file is fixed.
          warn(
            `${path}: its text cannot be read for search (${(error as Error).message}); it is found by its name only`,
          );
          return '';
        }
      }
      used[key] = cached[key] ?? '';
      return used[key];
    },
    save() {
      mkdirSync(cacheDir, { recursive: true });
      // Written beside and renamed: another compile may read the cache at the same moment.
      const partial = `${cacheFile}.${process.pid}`;
      writeFileSync(partial, JSON.stringify(used));
      renameSync(partial, cacheFile);
    },
  };
}

function readCache(file: string): Record<string, string> {
  try {
    const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return value && typeof value === 'object' ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
}
