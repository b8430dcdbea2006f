/**
 * Pairs each download row with the same row (same section, same position) in the site's other
 * languages: a row whose counterpart has a different file lists it under `otherLanguages`, and a
 * translated row that keeps the original's file says the file's language (`fileLang`). Shapes are
 * checked equal beforehand, so positions pair. The other languages' file sizes are added to each
 * product, so a page can show them.
 */
import type { CompiledProduct, Document, OtherLanguageFile } from '../../shared/types';

type FileRow = Extract<Document, { type: 'download' | 'secure-download' }>;

const isFileRow = (document: Document | undefined): document is FileRow =>
  document?.type === 'download' || document?.type === 'secure-download';

const fileOf = (row: FileRow) => (row.type === 'download' ? row.filePath : row.path);

function otherLanguageFile(lang: string, row: FileRow): OtherLanguageFile {
  return {
    lang,
    name: row.name,
    ...(row.type === 'download' ? { filePath: row.filePath } : { path: row.path }),
    ...(row.dateUpdated === undefined ? {} : { dateUpdated: row.dateUpdated }),
    ...(row.version === undefined ? {} : { version: row.version }),
    ...(row.versions === undefined ? {} : { versions: row.versions }),
  };
}

/** Copies the sizes of a row's files (current and earlier versions) from the product that lists them. */
function addSizes(to: CompiledProduct, from: CompiledProduct, row: FileRow) {
  const sizes = from.fileSizes[row.type];
  const paths = [fileOf(row), ...(row.versions ?? []).map((v) => ('filePath' in v ? v.filePath : v.path))];
  for (const path of paths) {
    const size = sizes[path];
    if (size !== undefined) to.fileSizes[row.type][path] = size;
  }
}

/**
 * `byLanguage` holds each language's compiled products, in the order of the site's languages,
 * the default first. Returns new products; the given ones are not changed.
 */
export function pairLanguages(byLanguage: { lang: string; products: CompiledProduct[] }[]) {
  const defaultLang = byLanguage[0]?.lang;
  const productOf = (lang: string, model: string) =>
    byLanguage.find((l) => l.lang === lang)?.products.find((p) => p.product.model === model);
  return byLanguage.map(({ lang, products }) => ({
    lang,
    products: products.map((product): CompiledProduct => {
      const paired: CompiledProduct = {
        ...product,
        fileSizes: {
          download: { ...product.fileSizes.download },
          'secure-download': { ...product.fileSizes['secure-download'] },
        },
      };
      const sections = Object.entries(product.sections).map(([name, section]) => {
        const documents = section.documents.map((document, i) => {
          if (!isFileRow(document)) return document;
          const others: OtherLanguageFile[] = [];
          let fileLang: string | undefined;
          for (const other of byLanguage) {
            if (other.lang === lang) continue;
            const otherProduct = productOf(other.lang, product.product.model);
            const counterpart = otherProduct?.sections[name]?.documents[i];
            if (!otherProduct || !isFileRow(counterpart) || counterpart.type !== document.type) continue;
            if (fileOf(counterpart) !== fileOf(document)) {
              others.push(otherLanguageFile(other.lang, counterpart));
              addSizes(paired, otherProduct, counterpart);
            } else if (other.lang === defaultLang && section.lang === undefined && lang !== defaultLang) {
              fileLang = defaultLang;
            }
          }
          if (others.length === 0 && fileLang === undefined) return document;
          return {
            ...document,
            ...(others.length > 0 ? { otherLanguages: others } : {}),
            ...(fileLang === undefined ? {} : { fileLang }),
          };
        });
        return [name, { ...section, documents }] as const;
      });
      paired.sections = Object.fromEntries(sections);
      return paired;
    }),
  }));
}
