/* Generated from schema/compiled/eifu.schema.json by scripts/generate-types.ts. Do not edit: change the schema and run `npm run gen:types`. */

/**
 * This interface was referenced by `EifuIndex`'s JSON-Schema
 * via the `definition` "gtin14".
 */
export type Gtin14 = string;

/**
 * The public electronic instructions for use (build/content/eifu.json): only the documents content marks as regulatory, per product line and language, with every earlier version. The public pages, the GS1 Digital Link resolver and the public file route read nothing else.
 */
export interface EifuIndex {
  /**
   * The lines that have public instructions for use, in catalogue order.
   */
  lines: EifuLine[];
}
/**
 * This interface was referenced by `EifuIndex`'s JSON-Schema
 * via the `definition` "eifuLine".
 */
export interface EifuLine {
  /**
   * The line's model key: its public pages are /eifu/<model>/<language>.
   */
  model: string;
  /**
   * The languages the line has instructions for use in, in the order of the site's languages.
   */
  languages: EifuLanguage[];
}
/**
 * This interface was referenced by `EifuIndex`'s JSON-Schema
 * via the `definition` "eifuLanguage".
 */
export interface EifuLanguage {
  /**
   * The language of the files.
   */
  lang: string;
  /**
   * The line's title in that language.
   */
  title: string;
  documents: EifuDocument[];
}
/**
 * This interface was referenced by `EifuIndex`'s JSON-Schema
 * via the `definition` "eifuDocument".
 */
export interface EifuDocument {
  /**
   * The document's name in its language.
   */
  title: string;
  /**
   * The devices' GTINs (UDI-DI), each in its 14-digit form.
   */
  gtins: Gtin14[];
  /**
   * The device software versions the instructions apply to, where they apply.
   */
  softwareVersions?: string[];
  current: EifuFile;
  /**
   * Earlier versions, newest first, each still at its own address.
   */
  earlierVersions: EifuFile[];
}
/**
 * This interface was referenced by `EifuIndex`'s JSON-Schema
 * via the `definition` "eifuFile".
 */
export interface EifuFile {
  /**
   * The revision as its publisher names it, e.g. Rev. D, when content gives one.
   */
  revision?: string;
  dateOfIssue: string;
  /**
   * What changed in this version.
   */
  note?: string;
  /**
   * Public address of the file: /eifu/files/<model>/<date of issue>/<file name>, the same in every compile that lists the file.
   */
  address: string;
  /**
   * Path under the content folder; plain segments only, so it can never lead outside.
   */
  source: string;
  fileName: string;
  /**
   * Size in bytes.
   */
  size: number;
  /**
   * SHA-256 of the file's bytes, lowercase hex, computed when the content was compiled.
   */
  sha256: string;
  contentType: string;
}
