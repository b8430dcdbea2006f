/**
 * Regulatory instructions for use: documents content marks with `regulatory` (their devices' GTINs,
 * the file's language). The marks are checked where they are written (every GTIN's check digit, the
 * language, the date of issue) and each GTIN is checked to belong to one line only; the public index (build/content/eifu.json) is built
 * from what the lines show in each language: every marked file and its earlier versions, with size,
 * SHA-256 and the public address that never changes while the version is listed.
 */

import { eifuFileAddress, fileNameOf } from '../../shared/eifu/eifu-addresses';
import { gtin14, gtinProblem } from '../../shared/gtin';
import type { Language } from '../../shared/languages';
import type {
  CompiledProduct,
  DocumentOf,
  EifuDocument,
  EifuFile,
  EifuIndex,
  SectionResource,
} from '../../shared/types';
import type { ContentError } from '../validation/content-error';
import { closest, withSuggestion } from '../validation/suggest';
import type { ContentFiles, LoadedContent } from './content-source';
import { contentTypeOf } from './content-types';
import { sha256Of } from './languages';

type Download = DocumentOf<'download'>;
type Marked = Download & { regulatory: NonNullable<Download['regulatory']> };

const isMarked = (document: SectionResource['documents'][number]): document is Marked =>
  document.type === 'download' && document.regulatory !== undefined;

/** Where a marked document is written, for errors found once the lines are compiled. */
interface Place {
  file: string;
  pointer: string;
}

/** Every section file, original or translation, with the language its folder is in. */
function sectionFiles(content: LoadedContent, defaultLang: string) {
  const originals = [
    ...content.products.flatMap((line) => Object.values(line.sections)),
    ...Object.values(content.brandSections).flatMap((sections) => Object.values(sections)),
  ].map(({ file, section }) => ({ file, section, lang: defaultLang }));
  const translations = (content.translations ?? []).flatMap((t) =>
    [...Object.values(t.productSections), ...Object.values(t.brandSections)].flatMap((byName) =>
      Object.values(byName).map(({ file, value }) => ({ file, section: value, lang: t.language.code })),
    ),
  );
  return [...originals, ...translations];
}

/** The key a marked file is known by across languages and lines. */
const keyOf = (lang: string, filePath: string) => `${lang}\u0000${filePath}`;

/**
 * Checks every mark where it is written: each GTIN's check digit, the language and the date of issue. Answers where each marked file is written, for the checks across lines.
 */
export function checkRegulatoryMarks(
  content: LoadedContent,
  languages: readonly Language[],
  errors: ContentError[],
): Map<string, Place> {
  const places = new Map<string, Place>();
  const codes = languages.map((language) => language.code);
  for (const { file, section, lang: folderLang } of sectionFiles(content, codes[0] ?? 'en')) {
    section.documents.forEach((document, i) => {
      if (!isMarked(document)) return;
      const at = (pointer: string) => ({ file, pointer: `/documents/${i}${pointer}` });
      const { regulatory } = document;
      regulatory.gtins.forEach((gtin, j) => {
        const problem = gtinProblem(gtin);
        if (problem?.kind === 'check-digit')
          errors.push(
            withSuggestion(
              at(`/regulatory/gtins/${j}`),
              `GTIN ${gtin} has the wrong check digit (GS1 mod-10 gives ${problem.expected.at(-1)}); copy it from the label`,
              problem.expected,
            ),
          );
      });
      const language = regulatory.language;
      // Without valid site settings the site's languages are unknown: their own errors come first.
      const languagesKnown = content.site !== undefined;
      if (languagesKnown && language === undefined)
        errors.push(
          withSuggestion(
            at('/regulatory'),
            `instructions for use need the language of their file: add "language" (${codes.join(', ')})`,
            folderLang,
          ),
        );
      else if (languagesKnown && language !== undefined && !codes.includes(language))
        errors.push(
          withSuggestion(
            at('/regulatory/language'),
            `"${language}" is not one of the site's languages (${codes.join(', ')})`,
            closest(language, codes) ?? folderLang,
          ),
        );
      if (document.dateUpdated === undefined)
        errors.push({
          ...at(''),
          message: 'instructions for use need their date of issue: add "dateUpdated" (YYYY-MM-DD)',
        });
      const key = keyOf(language ?? folderLang, document.filePath);
      if (!places.has(key)) places.set(key, at(''));
    });
  }
  return places;
}

/** One language's compiled lines, as the index is built from them. */
export interface LinesInLanguage {
  lang: string;
  products: CompiledProduct[];
}

function publicFile(
  model: string,
  files: ContentFiles,
  version: { filePath: string; revision?: string; dateOfIssue: string; note?: string },
): EifuFile | undefined {
  const source = `files/${version.filePath}`;
  const bytes = files.readFile(source);
  const contentType = contentTypeOf(source);
  // A missing or undeliverable file is reported where the document names it.
  if (!bytes || !contentType) return undefined;
  return {
    ...(version.revision ? { revision: version.revision } : {}),
    dateOfIssue: version.dateOfIssue,
    ...(version.note ? { note: version.note } : {}),
    address: eifuFileAddress(model, version.dateOfIssue, version.filePath),
    source,
    fileName: fileNameOf(version.filePath),
    size: bytes.length,
    sha256: sha256Of(bytes),
    contentType,
  };
}

function eifuDocumentOf(model: string, document: Marked, files: ContentFiles): EifuDocument | undefined {
  if (document.dateUpdated === undefined) return undefined;
  const current = publicFile(model, files, {
    filePath: document.filePath,
    ...(document.version ? { revision: document.version } : {}),
    dateOfIssue: document.dateUpdated,
  });
  if (!current) return undefined;
  const earlierVersions = (document.versions ?? []).flatMap((version) => {
    const file = publicFile(model, files, { ...version, revision: version.version, dateOfIssue: version.date });
    return file ? [file] : [];
  });
  const gtins = document.regulatory.gtins.flatMap((gtin) => gtin14(gtin) ?? []);
  const { softwareVersions } = document.regulatory;
  return {
    title: document.name,
    gtins,
    ...(softwareVersions ? { softwareVersions } : {}),
    current,
    earlierVersions,
  };
}

/** The marked documents a compiled line shows, in page order. */
function markedDocuments(product: CompiledProduct): Marked[] {
  return Object.values(product.sections).flatMap((section) => section.documents.filter(isMarked));
}

/**
 * The public index, from the lines as each language shows them: a document appears under the
 * language its mark names (a section not yet translated shows the default language's file, which
 * is listed once). Reports a GTIN that two lines claim and two files at one public address.
 */
export function eifuIndexOf(
  byLanguage: readonly LinesInLanguage[],
  places: Map<string, Place>,
  files: ContentFiles,
  errors: ContentError[],
): EifuIndex {
  const defaultLang = byLanguage[0]?.lang ?? 'en';
  const owners = new Map<string, string>();
  const addresses = new Map<string, string>();
  const lines = new Map<string, Map<string, { title: string; documents: Map<string, EifuDocument> }>>();
  for (const { products } of byLanguage) {
    for (const product of products) {
      const { model } = product.product;
      for (const document of markedDocuments(product)) {
        const lang = document.regulatory.language ?? defaultLang;
        const place = places.get(keyOf(lang, document.filePath)) ?? { file: '', pointer: '' };
        for (const gtin of document.regulatory.gtins) {
          const normal = gtin14(gtin);
          if (!normal) continue;
          const owner = owners.get(normal);
          if (owner && owner !== model)
            errors.push({
              ...place,
              pointer: `${place.pointer}/regulatory/gtins`,
              message: `GTIN ${gtin} is a device of the line "${owner}" and of "${model}": a GTIN belongs to one product line only (a brand's section shown by two lines cannot carry it)`,
            });
          else owners.set(normal, model);
        }
        const compiled = eifuDocumentOf(model, document, files);
        if (!compiled) continue;
        const byLang = lines.get(model) ?? new Map();
        lines.set(model, byLang);
        const title = byLanguage.find((l) => l.lang === lang)?.products.find((p) => p.product.model === model)
          ?.product.title;
        const entry = byLang.get(lang) ?? { title: title ?? product.product.title, documents: new Map() };
        byLang.set(lang, entry);
        if (entry.documents.has(document.filePath)) continue;
        entry.documents.set(document.filePath, compiled);
        for (const file of [compiled.current, ...compiled.earlierVersions]) {
          const other = addresses.get(file.address);
          if (other !== undefined && other !== file.source)
            errors.push({
              ...place,
              message: `${file.source} would be published at ${file.address}, where ${other} is already: give one of them another file name`,
            });
          addresses.set(file.address, file.source);
        }
      }
    }
  }
  const order = byLanguage.map((l) => l.lang);
  const catalogue = byLanguage[0]?.products.map((p) => p.product.model) ?? [];
  return {
    lines: catalogue.flatMap((model) => {
      const byLang = lines.get(model);
      if (!byLang) return [];
      const languages = order.flatMap((lang) => {
        const entry = byLang.get(lang);
        return entry ? [{ lang, title: entry.title, documents: [...entry.documents.values()] }] : [];
      });
      return [{ model, languages }];
    }),
  };
}
