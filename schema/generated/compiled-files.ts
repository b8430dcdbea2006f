/* Generated from schema/compiled/files.schema.json by scripts/generate-types.ts. Do not edit: change the schema and run `npm run gen:types`. */

/**
 * Which table and route a file belongs to.
 *
 * This interface was referenced by `FileIndex`'s JSON-Schema
 * via the `definition` "fileKind".
 */
export type FileKind = 'public' | 'secure' | 'training';

/**
 * Every file the server may deliver (build/content/files.json): file routes look requests up here and never join a user's path to a folder.
 */
export interface FileIndex {
  public: Table;
  secure: Table1;
  training: Table2;
}
/**
 * Downloads, by filePath.
 */
export interface Table {
  [k: string]: IndexedFile;
}
/**
 * This interface was referenced by `FileIndex`'s JSON-Schema
 * via the `definition` "indexedFile".
 */
export interface IndexedFile {
  /**
   * Models of the product lines whose content references the file; the account must permit one.
   *
   * @minItems 1
   *
   * Items: Model key that accounts are permitted for, e.g. acme-pump; by convention also the folder name under content/products and the entry in site.json products.
   */
  models: [string, ...string[]];
  kind: FileKind;
  /**
   * Path under the content folder: its kind's folder, the brand's folder, then the file; plain segments only (no `.`, `..`, backslash or empty segment), so it can never lead outside.
   */
  source: string;
  /**
   * Content-Type the file is answered with.
   */
  contentType: string;
}
/**
 * Secure downloads, by path.
 */
export interface Table1 {
  [k: string]: IndexedFile;
}
/**
 * Training package files, by path under training/.
 */
export interface Table2 {
  [k: string]: IndexedFile;
}
/**
 * This interface was referenced by `FileIndex`'s JSON-Schema
 * via the `definition` "table".
 */
export interface Table3 {
  [k: string]: IndexedFile;
}
