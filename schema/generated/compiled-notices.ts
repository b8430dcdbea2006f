/* Generated from schema/compiled/notices.schema.json by scripts/generate-types.ts. Do not edit: change the schema and run `npm run gen:types`. */

/**
 * The GS1 GTINs (UDI-DIs) of the devices concerned; the compiler checks each check digit.
 *
 * @minItems 1
 *
 * Items: A GTIN-8, -12, -13 or -14, digits only, its last digit the GS1 check digit.
 */
export type Gtins = [string, ...string[]];
/**
 * Device software versions concerned, when the notice concerns some only.
 */
export type SoftwareVersions = string[];

/**
 * The public notices index the content compiler writes (build/content/notices.json): every line's safety notices in every language of the site, and nothing else of a line. Public pages, the Atom feeds and the e-mail announcements read it; it needs no session.
 */
export interface NoticesIndex {
  /**
   * By language code: each product line with its notices in that language (a line without a translation has its default language's).
   */
  languages: {
    [k: string]: LineNotices[];
  };
}
/**
 * One product line's notices in one language, newest first.
 *
 * This interface was referenced by `NoticesIndex`'s JSON-Schema
 * via the `definition` "lineNotices".
 */
export interface LineNotices {
  /**
   * Model key that accounts are permitted for, e.g. acme-pump; by convention also the folder name under content/products and the entry in site.json products.
   */
  model: string;
  /**
   * Name of the product line.
   */
  title: string;
  notices: PublicNotice[];
}
/**
 * A notice as content has it (body sanitised), with its PDF's size and SHA-256.
 *
 * This interface was referenced by `NoticesIndex`'s JSON-Schema
 * via the `definition` "publicNotice".
 */
export interface PublicNotice {
  /**
   * Stable name of the notice, never changed once published: its feed entry, its announcement to subscribers and its address are keyed on it.
   */
  id: string;
  /**
   * The notice's headline, as the portal, the feed and the e-mail show it.
   */
  title: string;
  /**
   * The day the notice was issued (YYYY-MM-DD). The portal's line home shows it above everything for the days the site settings' noticeRecentDays say.
   */
  date: string;
  /**
   * advisory: information on safe use; field-safety-notice: a field safety corrective action users must act on; recall: devices to be returned or removed from use.
   */
  severity: 'advisory' | 'field-safety-notice' | 'recall';
  gtins: Gtins;
  softwareVersions?: SoftwareVersions;
  /**
   * What happened and what to do, in HTML; sanitised when content is compiled as raw HTML rows are.
   */
  body: string;
  /**
   * The notice as a PDF, a path under content/files; it is public, like the notice.
   */
  filePath: string;
  /**
   * Size of the PDF in bytes.
   */
  fileSize: number;
  /**
   * SHA-256 of the PDF, hex, so a reader can tell the copy they have is the one published.
   */
  sha256: string;
}
