/**
 * Loads content/translations/<lang>/: each language's translated files, checked against the
 * schema of their original (site.json against the generated site-translation schema). A file
 * that stands where no original is, or a folder of a language the site does not list, is an error.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { LoadedTranslated, LoadedTranslation } from '../../engine/compiler/compile/content-source';
import type { ContentError } from '../../engine/compiler/validation/content-error';
import { closest, withSuggestion } from '../../engine/compiler/validation/suggest';
import type { ContentKind, ContentTypes } from '../../engine/compiler/validation/validators';
import { defaultLanguage, type Language } from '../../engine/shared/languages';
import type { ContentReader } from './read-content-file';

/** The folder of every language's translations, inside the content folder. */
export const translationsFolder = 'translations';

/** Which kind of content file a path inside a language folder translates, or undefined for a path that holds none. */
export function translatedKindOf(path: string): ContentKind | undefined {
  if (path === 'site.json') return 'siteTranslation';
  if (/^products\/[^/]+\/product\.json$/.test(path)) return 'product';
  if (/^(products|brands)\/[^/]+\/sections\/[^/]+\.json$/.test(path)) return 'section';
  return undefined;
}

/** Every file below a folder (anything but a folder), relative to it, with forward slashes. */
function filesBelow(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
}

export function loadTranslations(
  contentDir: string,
  languages: readonly Language[],
  errors: ContentError[],
  read: ContentReader,
  display: (path: string) => string,
): LoadedTranslation[] {
  const root = join(contentDir, translationsFolder);
  const others = languages.filter((language) => language.code !== defaultLanguage(languages));
  const loaded: LoadedTranslation[] = [];
  for (const entry of existsSync(root) ? readdirSync(root).sort() : []) {
    const dir = join(root, entry);
    const language = others.find((l) => l.code === entry);
    if (!language || !statSync(dir).isDirectory()) {
      const where = { file: display(dir), pointer: '' };
      if (entry === defaultLanguage(languages)) {
        const message = `"${entry}" is the default language: its content is the content folder itself, not a translation`;
        errors.push({ ...where, message });
      } else {
        const codes = others.map((l) => l.code);
        const message = `"${entry}" is not one of the site's languages (languages in content/site.json: ${languages.map((l) => l.code).join(', ')})`;
        errors.push(withSuggestion(where, message, closest(entry, codes)));
      }
      continue;
    }
    loaded.push(loadLanguage(contentDir, dir, language, errors, read, display));
  }
  // In the order of the site's languages, which is the order of their rows' other-language files;
  // a language with no folder yet has everything to translate.
  return others.map((language) => loaded.find((t) => t.language.code === language.code) ?? untranslated(language));
}

/** A language with nothing translated yet. */
function untranslated(language: Language): LoadedTranslation {
  return { language, products: {}, productSections: {}, brandSections: {} };
}

function loadLanguage(
  contentDir: string,
  dir: string,
  language: Language,
  errors: ContentError[],
  read: ContentReader,
  display: (path: string) => string,
): LoadedTranslation {
  const translation = untranslated(language);
  for (const path of filesBelow(dir)) {
    const file = display(join(dir, path));
    const kind = translatedKindOf(path);
    if (!kind) {
      errors.push({
        file,
        pointer: '',
        message:
          'a language folder holds only translated site.json, products/<line>/product.json and sections/<name>.json files, at the same path as their original; put translated documents under content/files or content/secure',
      });
      continue;
    }
    if (!existsSync(join(contentDir, path))) {
      errors.push({
        file,
        pointer: '',
        message: `translates nothing: its original content/${path} does not exist (a translation has the same path under content/translations/${language.code}/ as its original under content/)`,
      });
      continue;
    }
    const checked = read(kind, join(dir, path), file);
    errors.push(...checked.errors);
    if (!checked.value) continue;
    add(translation, path, { file, originalPath: path, value: checked.value });
  }
  return translation;
}

function add(translation: LoadedTranslation, path: string, loaded: LoadedTranslated<ContentTypes[ContentKind]>) {
  const [top = '', owner = '', , name = ''] = path.split('/');
  const key = name.replace(/\.json$/, '');
  if (path === 'site.json') translation.site = loaded as LoadedTranslated<ContentTypes['siteTranslation']>;
  else if (path.endsWith('/product.json'))
    translation.products[owner] = loaded as LoadedTranslated<ContentTypes['product']>;
  else {
    const table = top === 'products' ? translation.productSections : translation.brandSections;
    table[owner] ??= {};
    table[owner][key] = loaded as LoadedTranslated<ContentTypes['section']>;
  }
}
