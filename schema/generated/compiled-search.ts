/* Generated from schema/compiled/search.schema.json by scripts/generate-types.ts. Do not edit: change the schema and run `npm run gen:types`. */

/**
 * An address on this site, starting with the product's path prefix.
 */
export type AbsolutePath = string;

/**
 * What search may find in one product line (build/content/search/<model>.json): the server indexes it and answers a query only from the lines the session's account permits. Never served as it is.
 */
export interface SearchSource {
  /**
   * Model key that accounts are permitted for, e.g. acme-pump; by convention also the folder name under content/products and the entry in site.json products.
   */
  model: string;
  entries: SearchEntry[];
}
/**
 * This interface was referenced by `SearchSource`'s JSON-Schema
 * via the `definition` "searchEntry".
 */
export interface SearchEntry {
  /**
   * Unique within the line: the page's path, or the document's address.
   */
  id: string;
  /**
   * A page of the line, or a document shown on a page.
   */
  kind: 'page' | 'document';
  /**
   * The page's title or the document's name.
   */
  title: string;
  /**
   * The words searched besides the title: section texts, the document's text and the text inside its PDF.
   */
  text: string;
  pagePath: AbsolutePath;
  /**
   * Title of the page the entry is on.
   */
  pageTitle: string;
  /**
   * The file a document opens; absent when the result leads to its page.
   */
  href?: string;
  dateUpdated?: string;
  /**
   * The language of the entry's words: the index's language, or the default's for untranslated content and a translated row that keeps the original's file.
   */
  lang?: string;
}
