/* Generated from schema/compiled/product.schema.json by scripts/generate-types.ts. Do not edit: change the schema and run `npm run gen:types`. */

/**
 * Field safety notices and product advisories of this line, newest first. They are public: besides the portal's line home and What's new, they go to the public notices index, the line's Atom feeds and e-mail subscribers. A translation keeps each notice's id, date, severity, GTINs and software versions, and translates its title, body and PDF.
 */
export type Notices = Notice[];
/**
 * Absolute path of the home page.
 */
export type AbsolutePath = string;
export type PortalIcon =
  | 'pump'
  | 'syringe-driver'
  | 'iv-bag'
  | 'infusion-set'
  | 'vial-adapter'
  | 'pharmacy'
  | 'technical'
  | 'implementation'
  | 'quick-tips'
  | 'training'
  | 'instructions'
  | 'video'
  | 'faq'
  | 'biomedical'
  | 'data-analytics'
  | 'system-admin'
  | 'release-notes'
  | 'overview'
  | 'product-information'
  | 'document'
  | 'external'
  | 'secure'
  | 'contact';
/**
 * An address on this site, starting with the product's path prefix.
 *
 * This interface was referenced by `CompiledProduct`'s JSON-Schema
 * via the `definition` "absolutePath".
 */
export type AbsolutePath1 = string;
export type PageKind =
  | 'home'
  | 'content-list'
  | 'downloads'
  | 'contact'
  | 'implementation-overview'
  | 'faq'
  | 'superuser-resources'
  | 'video'
  | 'instructions-for-use'
  | 'menu'
  | 'learning-library'
  | 'whats-new';
/**
 * An address on this site, starting with the product's path prefix.
 */
export type AbsolutePath2 = string;
/**
 * Caption tracks of a video file (`url` ending in .mp4), one per language; the player offers each in its captions menu and turns on the one in the reader's language. A hosted player shows its host's captions instead.
 *
 * @minItems 1
 */
export type Captions = [CaptionTrack, ...CaptionTrack[]];
/**
 * Text of the video for those who cannot watch or hear it, one paragraph per item: what is said and what is shown. The video page shows it under the video, in a Transcript disclosure. In the language of the title: the page's (a translation has its own transcript), or `lang` when given.
 *
 * @minItems 1
 */
export type Transcript = [string, ...string[]];
/**
 * One row of a content list, discriminated by type.
 *
 * This interface was referenced by `SectionResource`'s JSON-Schema
 * via the `definition` "document".
 */
export type Document =
  | DownloadDocument
  | SecureDownloadDocument
  | TrainingDocument
  | RouteDocument
  | ExternalDocument
  | ExternalDirectDocument
  | SectionHeaderDocument
  | SectionHeaderRawDocument
  | SectionTextDocument
  | SectionTextRawDocument
  | EmptyDocument;
/**
 * File size in bytes.
 *
 * This interface was referenced by `CompiledProduct`'s JSON-Schema
 * via the `definition` "bytes".
 */
export type Bytes = number;

/**
 * One product line as the content compiler writes it (build/content/products/<model>.json) and the server answers it: every address already resolved, hidden routes and map entries left out, file sizes measured.
 */
export interface CompiledProduct {
  product: CompiledProductLine;
  /**
   * Section resources the routes use, by section name, already looked up model first, then brand level; raw HTML sanitised.
   */
  sections: {
    [k: string]: SectionResource;
  };
  /**
   * Absolute path of every route a page can show, by route name: what route documents (`to`) link to.
   */
  routePaths: {
    [k: string]: AbsolutePath1;
  };
  /**
   * Intrinsic sizes of the pictures the product line and its sections show, by src (path under content/images), so pages reserve their space before they load. A picture whose size cannot be read is left out.
   */
  imageSizes?: {
    [k: string]: ImageSize;
  };
  /**
   * The documents of the line that people signed in by name confirm having read and understood (a document's `acknowledge`, or the line's `acknowledge` by page kind), each once, in the order of the line's pages: shown, not disabled, with its current version. Absent when the line has none.
   */
  acknowledgements?: AcknowledgedDocument[];
  /**
   * Sizes in bytes measured from the files, by document type and then by the document's filePath (download) or path (secure-download).
   */
  fileSizes: {
    /**
     * Sizes of downloads by filePath.
     */
    download: {
      [k: string]: Bytes;
    };
    /**
     * Sizes of secure downloads by path.
     */
    'secure-download': {
      [k: string]: Bytes;
    };
  };
}
/**
 * The product line with its addresses resolved.
 *
 * This interface was referenced by `CompiledProduct`'s JSON-Schema
 * via the `definition` "productLine".
 */
export interface CompiledProductLine {
  /**
   * Brand key: groups product lines. Sections shared by all lines of a brand live in content/brands/<brand>/sections (optional).
   */
  brand: string;
  /**
   * Model key that accounts are permitted for, e.g. acme-pump; by convention also the folder name under content/products and the entry in site.json products.
   */
  model: string;
  /**
   * Name of the product line.
   */
  title: string;
  /**
   * Address of the product line, e.g. /ivenix.
   */
  pathPrefix: string;
  card: Card;
  logo: Image1;
  /**
   * Welcome text at the top of the product home page.
   */
  welcome: string;
  icons?: Icons;
  contact?: ContactInfo;
  notices?: Notices;
  homePath: AbsolutePath;
  /**
   * The visible map sections of the home page, in order.
   */
  map: MapLink[];
  /**
   * The visible route tree.
   */
  routes: CompiledRoute[];
  /**
   * The language of the pages this file is for (its manifest).
   */
  lang?: string;
  /**
   * Present when the line's own texts (title, welcome, card, map titles, menus, contact) are not translated into lang: the language they are in (the default's).
   */
  contentLang?: string;
}
/**
 * Card of this product line in the catalogue.
 */
export interface Card {
  /**
   * Card title.
   */
  title: string;
  image: Image;
}
/**
 * Card picture.
 */
export interface Image {
  /**
   * Path under content/images.
   */
  src: string;
  /**
   * Text alternative; empty for a decorative image.
   */
  alt: string;
}
/**
 * Brand logo shown in the header inside the product; it links to the product home. Its alt is the text the logo shows (e.g. ivenix): the link is named "<alt> – <title> home".
 */
export interface Image1 {
  /**
   * Path under content/images.
   */
  src: string;
  /**
   * Text alternative; empty for a decorative image.
   */
  alt: string;
}
/**
 * Pictures used as icons, by name, for map sections, sub-pages and route meta. A name used there that is not here is one of the portal's own icons (see PortalIcon), which need no entry.
 */
export interface Icons {
  [k: string]: Image2;
}
/**
 * An icon: an image under content/images and its text alternative.
 */
export interface Image2 {
  /**
   * Path under content/images.
   */
  src: string;
  /**
   * Text alternative; empty for a decorative image.
   */
  alt: string;
}
/**
 * Contact details shown on the contact page.
 */
export interface ContactInfo {
  /**
   * Support message.
   */
  message: string;
  /**
   * Phone line; without it the page shows the deployment's support phone.
   */
  phone?: {
    /**
     * Number as shown.
     */
    text: string;
    /**
     * tel: link.
     */
    link: string;
  };
  /**
   * Support email; without it the page shows the deployment's support email.
   */
  email?: {
    /**
     * Address.
     */
    address: string;
    /**
     * Link text.
     */
    text: string;
  };
  /**
   * Further support lines under the phone and email, e.g. the pump support line and the customer-concerns line.
   */
  lines?: ContactLine[];
}
export interface ContactLine {
  /**
   * What the line is for, e.g. Pump support.
   */
  label: string;
  /**
   * Number or address as shown.
   */
  text: string;
  /**
   * tel: or mailto: link; without it the text is shown unlinked.
   */
  link?: string;
}
/**
 * A field safety notice, recall or product advisory of the line.
 */
export interface Notice {
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
  /**
   * The GS1 GTINs (UDI-DIs) of the devices concerned; the compiler checks each check digit.
   *
   * @minItems 1
   *
   * Items: A GTIN-8, -12, -13 or -14, digits only, its last digit the GS1 check digit.
   */
  gtins: [string, ...string[]];
  /**
   * Device software versions concerned, when the notice concerns some only.
   */
  softwareVersions?: string[];
  /**
   * What happened and what to do, in HTML; sanitised when content is compiled as raw HTML rows are.
   */
  body: string;
  /**
   * The notice as a PDF, a path under content/files; it is public, like the notice.
   */
  filePath: string;
}
/**
 * A numbered section of the home page: its page and its visible sub-pages, by absolute path.
 *
 * This interface was referenced by `CompiledProduct`'s JSON-Schema
 * via the `definition` "mapLink".
 */
export interface MapLink {
  key: string;
  /**
   * Section heading.
   */
  title: string;
  icon?: Icon;
  path: AbsolutePath1;
  /**
   * The section's visible sub-pages.
   */
  subPages: SubPageLink[];
}
/**
 * Icon beside the heading.
 */
export interface Icon {
  /**
   * Icon beside the section heading: one of the line's `icons`, else one of the portal's own set.
   */
  name: PortalIcon | string;
  /**
   * Height in pixels.
   */
  height?: number;
}
export interface SubPageLink {
  key: string;
  /**
   * Link text.
   */
  title: string;
  path: AbsolutePath1;
  /**
   * Icon on the sub-page's card (first section) or beside its link: one of the line's `icons`, else one of the portal's own set, e.g. quick-tips.
   */
  icon?: PortalIcon | string;
}
/**
 * A visible route with its absolute path.
 *
 * This interface was referenced by `CompiledProduct`'s JSON-Schema
 * via the `definition` "route".
 */
export interface CompiledRoute {
  path: AbsolutePath1;
  /**
   * Route name (what `to` and menu items name).
   */
  name?: string;
  kind?: PageKind;
  redirectTo?: AbsolutePath2;
  meta: CompiledRouteMeta;
  /**
   * Visible child routes.
   */
  children: CompiledRoute[];
}
/**
 * What a page shows about its route, with menu items resolved to paths.
 *
 * This interface was referenced by `CompiledProduct`'s JSON-Schema
 * via the `definition` "routeMeta".
 */
export interface CompiledRouteMeta {
  /**
   * Page heading and breadcrumb label.
   */
  title: string;
  /**
   * Section resource shown by the page, looked up by brand, model, then brand level.
   */
  sectionName?: string;
  /**
   * Icon of the page, shown beside its content menu (section headerComponent product-icon-menu): one of the line's `icons`, else one of the portal's own set.
   */
  icon?: PortalIcon | string;
  /**
   * Icon height in pixels.
   */
  iconSize?: number;
  /**
   * The video of a video page: a video file on this site that the page plays itself (/public/training/....mp4, a file under content/training, with its `captions`), an https address of the video host's player (allowed by the VIDEO_ORIGINS setting), or a player page of a training package on this site (/public/training/....html); the last two are shown in a frame.
   */
  url?: string;
  captions?: Captions;
  transcript?: Transcript;
  /**
   * Language of the title (a BCP 47 tag such as es or fr-CA) when it is not the site's, so screen readers pronounce it in that language wherever the title is shown. Leave it out for titles in the site's language.
   */
  lang?: string;
  /**
   * The content menu of a menu page: labels and the absolute paths they open.
   */
  menuItems?: MenuLink[];
}
/**
 * One language of captions for a video file.
 */
export interface CaptionTrack {
  /**
   * Language of the captions (a BCP 47 tag such as es); one track per language.
   */
  lang: string;
  /**
   * The WebVTT file: /public/training/<path>.vtt for the file content/training/<path>.vtt, delivered only to accounts that have the line, like the video.
   */
  src: string;
  /**
   * Name of the track in the player's captions menu; without it, the language's name from site.json's `languages` (e.g. Español).
   */
  label?: string;
}
export interface MenuLink {
  /**
   * Menu text.
   */
  label: string;
  path: AbsolutePath1;
}
/**
 * The content of one section: intro message and the list of documents. A file in content/products/<line>/sections overrides the file of the same name in content/brands/<brand>/sections.
 */
export interface SectionResource {
  /**
   * Path of this schema, for editor autocompletion.
   */
  $schema?: string;
  /**
   * Intro message at the top of the page.
   */
  message: string;
  /**
   * Optional second paragraph under the message.
   */
  subMessage?: string;
  /**
   * Hide the Content updated line.
   */
  hideContentMessage?: boolean;
  /**
   * Extra header drawn above the list: product-icon-menu shows the product icon and the content menu.
   */
  headerComponent?: 'product-icon-menu';
  /**
   * When the section texts (message, sub-message) were last reviewed.
   */
  dateUpdated?: string;
  /**
   * Route name that the section as a whole links to.
   */
  to?: string;
  /**
   * Rows of the list, in order.
   */
  documents: Document[];
  /**
   * Heading above the phases (implementation-overview).
   */
  phasesTitle?: string;
  /**
   * Phases of an implementation in order, each a title and a text (implementation-overview).
   */
  phases?: TitledText[];
  image?: Image3;
  /**
   * Heading above the accordion (implementation-overview).
   */
  accordionTitle?: string;
  /**
   * Items of an accordion, one open at a time, e.g. the critical roles and their descriptions (implementation-overview).
   */
  accordion?: TitledText[];
  /**
   * Statements shown last, one paragraph each, e.g. the project length and tubing lead times (implementation-overview).
   */
  notes?: string[];
  /**
   * Questions and answers, numbered 01, 02, … in order (faq).
   */
  faq?: FaqItem[];
  help?: CollapsibleHelp;
  translationOf?: TranslationOf;
  /**
   * Written by the content compiler, never by hand: the language of a section shown in another language's pages because it has no translation yet (the default language's code).
   */
  lang?: string;
}
/**
 * A file under content/files that opens in a new tab. Every PDF is also listed on the Downloads to Print page unless ignoreOnDownloads is set.
 *
 * This interface was referenced by `SectionResource`'s JSON-Schema
 * via the `definition` "downloadDocument".
 */
export interface DownloadDocument {
  /**
   * A file under content/files that opens in a new tab. Every PDF is also listed on the Downloads to Print page unless ignoreOnDownloads is set.
   */
  type: 'download';
  /**
   * Text of the link or row as the user sees it.
   */
  name: string;
  /**
   * Heading of a header row, or a short heading above a link.
   */
  title?: string;
  /**
   * Description under a link, or the text of a text row (HTML in the Raw types).
   */
  text?: string;
  /**
   * When the document was last updated (YYYY-MM-DD); shown in its row, and feeds the Content updated line.
   */
  dateUpdated?: string;
  /**
   * Leave the document out: no page, search or What's new lists it, and its files are not delivered unless a shown document names them too. It is still checked, so it can be shown again.
   */
  hidden?: boolean;
  /**
   * Show the document greyed out and not clickable.
   */
  disabled?: boolean;
  /**
   * Do not shade this row as part of the alternating row colours.
   */
  nonAlternating?: boolean;
  /**
   * Add space above the row.
   */
  topGap?: boolean;
  /**
   * Path of the file under content/files, e.g. ivenix/quick-tips/priming.pdf.
   */
  filePath: string;
  /**
   * Leave this file off the Downloads to Print page.
   */
  ignoreOnDownloads?: boolean;
  /**
   * Version of the current file as its publisher names it, e.g. "Rev. C" or "2.1"; shown beside its date.
   */
  version?: string;
  /**
   * Earlier versions still available, newest first; the document's own file is the current version.
   *
   * @minItems 1
   */
  versions?: [DownloadVersion, ...DownloadVersion[]];
  /**
   * The document's own name in its product line, which stays the same from one version to the next (e.g. pump-instructions-for-use): people's confirmations of having read it are kept under it. Required when the document needs acknowledgement; never change it, or everyone is asked again.
   */
  key?: string;
  /**
   * true: everyone who signs in with their hospital account is asked to confirm having read and understood the current version, and asked again when a new version replaces it; the document then needs a `version`, a `dateUpdated` and a `key`. false: nobody is asked, even on a page of a kind that the line's `acknowledge` names.
   */
  acknowledge?: boolean;
  /**
   * Written by the content compiler, never by hand: the files of the same row in the site's other languages, when they differ from this one, in the order of the site's languages.
   */
  otherLanguages?: OtherLanguageFile[];
  /**
   * Written by the content compiler, never by hand: the language of the file when a translated row keeps the original's file.
   */
  fileLang?: string;
  regulatory?: RegulatoryMarking;
}
/**
 * An earlier version of the document, still available: a file under content/files with its version and date, listed under Previous versions and gated like the current file.
 *
 * This interface was referenced by `SectionResource`'s JSON-Schema
 * via the `definition` "downloadVersion".
 */
export interface DownloadVersion {
  /**
   * Path of the file under content/files, e.g. ivenix/quick-tips/priming.pdf.
   */
  filePath: string;
  /**
   * Version of the current file as its publisher names it, e.g. "Rev. C" or "2.1"; shown beside its date.
   */
  version: string;
  /**
   * When this version was published (YYYY-MM-DD); earlier than the current file's dateUpdated.
   */
  date: string;
  /**
   * What changed in this version, in a sentence.
   */
  note?: string;
}
/**
 * The same row's file in another language, as that language's section has it.
 *
 * This interface was referenced by `SectionResource`'s JSON-Schema
 * via the `definition` "otherLanguageFile".
 */
export interface OtherLanguageFile {
  /**
   * The language of the file.
   */
  lang: string;
  /**
   * The row's name in that language.
   */
  name: string;
  /**
   * Path of the file under content/files, e.g. ivenix/quick-tips/priming.pdf.
   */
  filePath?: string;
  /**
   * Path of the secure file under content/secure, or of the training package under content/training.
   */
  path?: string;
  /**
   * When the document was last updated (YYYY-MM-DD); shown in its row, and feeds the Content updated line.
   */
  dateUpdated?: string;
  /**
   * Version of the current file as its publisher names it, e.g. "Rev. C" or "2.1"; shown beside its date.
   */
  version?: string;
  /**
   * Earlier versions of that language's file, newest first.
   */
  versions?: (DownloadVersion | SecureDownloadVersion)[];
}
/**
 * An earlier version of the document, still available: a file under content/secure with its version and date, listed under Previous versions and gated like the current file.
 *
 * This interface was referenced by `SectionResource`'s JSON-Schema
 * via the `definition` "secureDownloadVersion".
 */
export interface SecureDownloadVersion {
  /**
   * Path of the secure file under content/secure, or of the training package under content/training.
   */
  path: string;
  /**
   * Version of the current file as its publisher names it, e.g. "Rev. C" or "2.1"; shown beside its date.
   */
  version: string;
  /**
   * When this version was published (YYYY-MM-DD); earlier than the current file's dateUpdated.
   */
  date: string;
  /**
   * What changed in this version, in a sentence.
   */
  note?: string;
}
/**
 * Marks this file as the regulatory instructions for use (IFU) of devices: it and its earlier versions are then also published without a password on /eifu, each with its date of issue and SHA-256, and a device's label leads to them (/01/<GTIN>). Needs the document's dateUpdated (its date of issue); its version (revision) is shown when given. Only a download can be marked: a secure file stays gated.
 */
export interface RegulatoryMarking {
  /**
   * The devices' UDI-DIs: GS1 GTINs of 8, 12, 13 or 14 digits as printed on the label, with their check digit. A GTIN belongs to one product line only.
   *
   * @minItems 1
   */
  gtins: [string, ...string[]];
  /**
   * The device software versions these instructions apply to, where the device has software, e.g. 5.0.
   *
   * @minItems 1
   */
  softwareVersions?: [string, ...string[]];
  /**
   * The language of the file (one of the site's languages); required: the public pages list instructions for use by language.
   */
  language?: string;
}
/**
 * A file under content/secure behind the secure download address: it opens in a new tab, and a reader who is not signed in (e.g. following a link from an email, or whose session has ended) is sent to the login page and gets the file after signing in.
 *
 * This interface was referenced by `SectionResource`'s JSON-Schema
 * via the `definition` "secureDownloadDocument".
 */
export interface SecureDownloadDocument {
  /**
   * A file under content/secure behind the secure download address: it opens in a new tab, and a reader who is not signed in (e.g. following a link from an email, or whose session has ended) is sent to the login page and gets the file after signing in.
   */
  type: 'secure-download';
  /**
   * Text of the link or row as the user sees it.
   */
  name: string;
  /**
   * Heading of a header row, or a short heading above a link.
   */
  title?: string;
  /**
   * Description under a link, or the text of a text row (HTML in the Raw types).
   */
  text?: string;
  /**
   * When the document was last updated (YYYY-MM-DD); shown in its row, and feeds the Content updated line.
   */
  dateUpdated?: string;
  /**
   * Leave the document out: no page, search or What's new lists it, and its files are not delivered unless a shown document names them too. It is still checked, so it can be shown again.
   */
  hidden?: boolean;
  /**
   * Show the document greyed out and not clickable.
   */
  disabled?: boolean;
  /**
   * Do not shade this row as part of the alternating row colours.
   */
  nonAlternating?: boolean;
  /**
   * Add space above the row.
   */
  topGap?: boolean;
  /**
   * Path of the secure file under content/secure, or of the training package under content/training.
   */
  path: string;
  /**
   * Version of the current file as its publisher names it, e.g. "Rev. C" or "2.1"; shown beside its date.
   */
  version?: string;
  /**
   * Earlier versions still available, newest first; the document's own file is the current version.
   *
   * @minItems 1
   */
  versions?: [SecureDownloadVersion, ...SecureDownloadVersion[]];
  /**
   * The document's own name in its product line, which stays the same from one version to the next (e.g. pump-instructions-for-use): people's confirmations of having read it are kept under it. Required when the document needs acknowledgement; never change it, or everyone is asked again.
   */
  key?: string;
  /**
   * true: everyone who signs in with their hospital account is asked to confirm having read and understood the current version, and asked again when a new version replaces it; the document then needs a `version`, a `dateUpdated` and a `key`. false: nobody is asked, even on a page of a kind that the line's `acknowledge` names.
   */
  acknowledge?: boolean;
  /**
   * Written by the content compiler, never by hand: the files of the same row in the site's other languages, when they differ from this one, in the order of the site's languages.
   */
  otherLanguages?: OtherLanguageFile[];
  /**
   * Written by the content compiler, never by hand: the language of the file when a translated row keeps the original's file.
   */
  fileLang?: string;
}
/**
 * An eLearning package under content/training, opened in a new tab; path names its start page.
 *
 * This interface was referenced by `SectionResource`'s JSON-Schema
 * via the `definition` "trainingDocument".
 */
export interface TrainingDocument {
  /**
   * An eLearning package under content/training, opened in a new tab; path names its start page.
   */
  type: 'training';
  /**
   * Text of the link or row as the user sees it.
   */
  name: string;
  /**
   * Heading of a header row, or a short heading above a link.
   */
  title?: string;
  /**
   * Description under a link, or the text of a text row (HTML in the Raw types).
   */
  text?: string;
  /**
   * When the document was last updated (YYYY-MM-DD); shown in its row, and feeds the Content updated line.
   */
  dateUpdated?: string;
  /**
   * Leave the document out: no page, search or What's new lists it, and its files are not delivered unless a shown document names them too. It is still checked, so it can be shown again.
   */
  hidden?: boolean;
  /**
   * Show the document greyed out and not clickable.
   */
  disabled?: boolean;
  /**
   * Do not shade this row as part of the alternating row colours.
   */
  nonAlternating?: boolean;
  /**
   * Add space above the row.
   */
  topGap?: boolean;
  /**
   * Path of the secure file under content/secure, or of the training package under content/training.
   */
  path: string;
}
/**
 * A link to another page of the same product line (a video, an FAQ, another list), by the name of its route.
 *
 * This interface was referenced by `SectionResource`'s JSON-Schema
 * via the `definition` "routeDocument".
 */
export interface RouteDocument {
  /**
   * A link to another page of the same product line (a video, an FAQ, another list), by the name of its route.
   */
  type: 'route';
  /**
   * Text of the link or row as the user sees it.
   */
  name: string;
  /**
   * Heading of a header row, or a short heading above a link.
   */
  title?: string;
  /**
   * Description under a link, or the text of a text row (HTML in the Raw types).
   */
  text?: string;
  /**
   * When the document was last updated (YYYY-MM-DD); shown in its row, and feeds the Content updated line.
   */
  dateUpdated?: string;
  /**
   * Leave the document out: no page, search or What's new lists it, and its files are not delivered unless a shown document names them too. It is still checked, so it can be shown again.
   */
  hidden?: boolean;
  /**
   * Show the document greyed out and not clickable.
   */
  disabled?: boolean;
  /**
   * Language of the link text (a BCP 47 tag such as es) when it is not the site's, so screen readers pronounce it in that language.
   */
  lang?: string;
  /**
   * Do not shade this row as part of the alternating row colours.
   */
  nonAlternating?: boolean;
  /**
   * Add space above the row.
   */
  topGap?: boolean;
  /**
   * Name of the route the link goes to.
   */
  to: string;
}
/**
 * A link to the eIFU site (electronic instructions for use), which asks for its own password: a dialog tells the reader the password (a deployment setting), then the page opens in a new tab.
 *
 * This interface was referenced by `SectionResource`'s JSON-Schema
 * via the `definition` "externalDocument".
 */
export interface ExternalDocument {
  /**
   * A link to the eIFU site (electronic instructions for use), which asks for its own password: a dialog tells the reader the password (a deployment setting), then the page opens in a new tab.
   */
  type: 'external';
  /**
   * Text of the link or row as the user sees it.
   */
  name: string;
  /**
   * Heading of a header row, or a short heading above a link.
   */
  title?: string;
  /**
   * Description under a link, or the text of a text row (HTML in the Raw types).
   */
  text?: string;
  /**
   * When the document was last updated (YYYY-MM-DD); shown in its row, and feeds the Content updated line.
   */
  dateUpdated?: string;
  /**
   * Leave the document out: no page, search or What's new lists it, and its files are not delivered unless a shown document names them too. It is still checked, so it can be shown again.
   */
  hidden?: boolean;
  /**
   * Show the document greyed out and not clickable.
   */
  disabled?: boolean;
  /**
   * Do not shade this row as part of the alternating row colours.
   */
  nonAlternating?: boolean;
  /**
   * Add space above the row.
   */
  topGap?: boolean;
  /**
   * Address of the external page (https only).
   */
  url: string;
}
/**
 * An external page opened directly in a new tab.
 *
 * This interface was referenced by `SectionResource`'s JSON-Schema
 * via the `definition` "externalDirectDocument".
 */
export interface ExternalDirectDocument {
  /**
   * An external page opened directly in a new tab.
   */
  type: 'external-direct';
  /**
   * Text of the link or row as the user sees it.
   */
  name: string;
  /**
   * Heading of a header row, or a short heading above a link.
   */
  title?: string;
  /**
   * Description under a link, or the text of a text row (HTML in the Raw types).
   */
  text?: string;
  /**
   * When the document was last updated (YYYY-MM-DD); shown in its row, and feeds the Content updated line.
   */
  dateUpdated?: string;
  /**
   * Leave the document out: no page, search or What's new lists it, and its files are not delivered unless a shown document names them too. It is still checked, so it can be shown again.
   */
  hidden?: boolean;
  /**
   * Show the document greyed out and not clickable.
   */
  disabled?: boolean;
  /**
   * Do not shade this row as part of the alternating row colours.
   */
  nonAlternating?: boolean;
  /**
   * Add space above the row.
   */
  topGap?: boolean;
  /**
   * Address of the external page (https only).
   */
  url: string;
}
/**
 * A heading row that groups the rows below it; text, when given, is a line under the heading.
 *
 * This interface was referenced by `SectionResource`'s JSON-Schema
 * via the `definition` "sectionHeaderDocument".
 */
export interface SectionHeaderDocument {
  /**
   * A heading row that groups the rows below it; text, when given, is a line under the heading.
   */
  type: 'sectionHeader';
  /**
   * Text of the link or row as the user sees it.
   */
  name?: string;
  /**
   * Heading of a header row, or a short heading above a link.
   */
  title: string;
  /**
   * Description under a link, or the text of a text row (HTML in the Raw types).
   */
  text?: string;
  /**
   * When the document was last updated (YYYY-MM-DD); shown in its row, and feeds the Content updated line.
   */
  dateUpdated?: string;
  /**
   * Leave the document out: no page, search or What's new lists it, and its files are not delivered unless a shown document names them too. It is still checked, so it can be shown again.
   */
  hidden?: boolean;
  /**
   * Show the document greyed out and not clickable.
   */
  disabled?: boolean;
  /**
   * Do not shade this row as part of the alternating row colours.
   */
  nonAlternating?: boolean;
  /**
   * Add space above the row.
   */
  topGap?: boolean;
}
/**
 * A heading row written in HTML in text (sanitised when content is compiled: scripts, event handlers and javascript: links are removed).
 *
 * This interface was referenced by `SectionResource`'s JSON-Schema
 * via the `definition` "sectionHeaderRawDocument".
 */
export interface SectionHeaderRawDocument {
  /**
   * A heading row written in HTML in text (sanitised when content is compiled: scripts, event handlers and javascript: links are removed).
   */
  type: 'sectionHeaderRaw';
  /**
   * Text of the link or row as the user sees it.
   */
  name?: string;
  /**
   * Heading of a header row, or a short heading above a link.
   */
  title?: string;
  /**
   * Description under a link, or the text of a text row (HTML in the Raw types).
   */
  text: string;
  /**
   * When the document was last updated (YYYY-MM-DD); shown in its row, and feeds the Content updated line.
   */
  dateUpdated?: string;
  /**
   * Leave the document out: no page, search or What's new lists it, and its files are not delivered unless a shown document names them too. It is still checked, so it can be shown again.
   */
  hidden?: boolean;
  /**
   * Show the document greyed out and not clickable.
   */
  disabled?: boolean;
  /**
   * Do not shade this row as part of the alternating row colours.
   */
  nonAlternating?: boolean;
  /**
   * Add space above the row.
   */
  topGap?: boolean;
}
/**
 * A paragraph row between links; title, when given, is a small heading above it.
 *
 * This interface was referenced by `SectionResource`'s JSON-Schema
 * via the `definition` "sectionTextDocument".
 */
export interface SectionTextDocument {
  /**
   * A paragraph row between links; title, when given, is a small heading above it.
   */
  type: 'sectiontext';
  /**
   * Text of the link or row as the user sees it.
   */
  name?: string;
  /**
   * Heading of a header row, or a short heading above a link.
   */
  title?: string;
  /**
   * Description under a link, or the text of a text row (HTML in the Raw types).
   */
  text: string;
  /**
   * When the document was last updated (YYYY-MM-DD); shown in its row, and feeds the Content updated line.
   */
  dateUpdated?: string;
  /**
   * Leave the document out: no page, search or What's new lists it, and its files are not delivered unless a shown document names them too. It is still checked, so it can be shown again.
   */
  hidden?: boolean;
  /**
   * Show the document greyed out and not clickable.
   */
  disabled?: boolean;
  /**
   * Do not shade this row as part of the alternating row colours.
   */
  nonAlternating?: boolean;
  /**
   * Add space above the row.
   */
  topGap?: boolean;
}
/**
 * A paragraph row written in HTML in text (sanitised when content is compiled: scripts, event handlers and javascript: links are removed).
 *
 * This interface was referenced by `SectionResource`'s JSON-Schema
 * via the `definition` "sectionTextRawDocument".
 */
export interface SectionTextRawDocument {
  /**
   * A paragraph row written in HTML in text (sanitised when content is compiled: scripts, event handlers and javascript: links are removed).
   */
  type: 'sectionTextRaw';
  /**
   * Text of the link or row as the user sees it.
   */
  name?: string;
  /**
   * Heading of a header row, or a short heading above a link.
   */
  title?: string;
  /**
   * Description under a link, or the text of a text row (HTML in the Raw types).
   */
  text: string;
  /**
   * When the document was last updated (YYYY-MM-DD); shown in its row, and feeds the Content updated line.
   */
  dateUpdated?: string;
  /**
   * Leave the document out: no page, search or What's new lists it, and its files are not delivered unless a shown document names them too. It is still checked, so it can be shown again.
   */
  hidden?: boolean;
  /**
   * Show the document greyed out and not clickable.
   */
  disabled?: boolean;
  /**
   * Do not shade this row as part of the alternating row colours.
   */
  nonAlternating?: boolean;
  /**
   * Add space above the row.
   */
  topGap?: boolean;
}
/**
 * A blank spacer row.
 *
 * This interface was referenced by `SectionResource`'s JSON-Schema
 * via the `definition` "emptyDocument".
 */
export interface EmptyDocument {
  /**
   * A blank spacer row.
   */
  type: 'empty';
  /**
   * Text of the link or row as the user sees it.
   */
  name?: string;
  /**
   * Heading of a header row, or a short heading above a link.
   */
  title?: string;
  /**
   * Description under a link, or the text of a text row (HTML in the Raw types).
   */
  text?: string;
  /**
   * When the document was last updated (YYYY-MM-DD); shown in its row, and feeds the Content updated line.
   */
  dateUpdated?: string;
  /**
   * Leave the document out: no page, search or What's new lists it, and its files are not delivered unless a shown document names them too. It is still checked, so it can be shown again.
   */
  hidden?: boolean;
  /**
   * Show the document greyed out and not clickable.
   */
  disabled?: boolean;
  /**
   * Do not shade this row as part of the alternating row colours.
   */
  nonAlternating?: boolean;
  /**
   * Add space above the row.
   */
  topGap?: boolean;
}
/**
 * A titled paragraph: a phase or an accordion item.
 *
 * This interface was referenced by `SectionResource`'s JSON-Schema
 * via the `definition` "titledText".
 */
export interface TitledText {
  /**
   * Heading, e.g. Discovery or Project Lead.
   */
  title: string;
  /**
   * Description; a blank line starts a new paragraph.
   */
  text: string;
}
/**
 * Picture shown after the phases, e.g. the sample timeline (implementation-overview).
 */
export interface Image3 {
  /**
   * Path under content/images.
   */
  src: string;
  /**
   * Text alternative; empty for a decorative image.
   */
  alt: string;
}
/**
 * One question and its answer.
 *
 * This interface was referenced by `SectionResource`'s JSON-Schema
 * via the `definition` "faqItem".
 */
export interface FaqItem {
  /**
   * The question, the accordion button's text.
   */
  question: string;
  /**
   * The answer; a blank line starts a new paragraph.
   */
  answer: string;
  /**
   * Bulleted list after the answer, e.g. the integrated systems.
   */
  list?: string[];
  image?: Image4;
}
/**
 * Picture after the answer and list, e.g. the timeline.
 */
export interface Image4 {
  /**
   * Path under content/images.
   */
  src: string;
  /**
   * Text alternative; empty for a decorative image.
   */
  alt: string;
}
/**
 * Help text behind a toggle button, collapsed at first, under the documents, e.g. how to find the software version (instructions-for-use).
 */
export interface CollapsibleHelp {
  /**
   * Text of the toggle button, e.g. How to find the software version.
   */
  title: string;
  /**
   * Numbered steps, in order; the page numbers them 1., 2., …
   */
  steps: HelpStep[];
}
export interface HelpStep {
  /**
   * The step without its number, e.g. Select Pump Information from More Options.
   */
  text: string;
  image: Image5;
}
/**
 * Screen picture of the step.
 */
export interface Image5 {
  /**
   * Path under content/images.
   */
  src: string;
  /**
   * Text alternative; empty for a decorative image.
   */
  alt: string;
}
/**
 * Only in a translation (content/translations/<lang>/…/sections/<name>.json): the SHA-256 of the original's bytes when it was translated. content:check warns when the original has changed since (the translation is stale) or when this is absent; `npm run content:translations -- --stamp <file>` writes it.
 */
export interface TranslationOf {
  /**
   * Hex SHA-256 of the original file's bytes.
   */
  sha256: string;
}
/**
 * This interface was referenced by `SectionResource`'s JSON-Schema
 * via the `definition` "image".
 */
export interface Image6 {
  /**
   * Path under content/images.
   */
  src: string;
  /**
   * Text alternative; empty for a decorative image.
   */
  alt: string;
}
/**
 * This interface was referenced by `SectionResource`'s JSON-Schema
 * via the `definition` "collapsibleHelp".
 */
export interface CollapsibleHelp1 {
  /**
   * Text of the toggle button, e.g. How to find the software version.
   */
  title: string;
  /**
   * Numbered steps, in order; the page numbers them 1., 2., …
   */
  steps: HelpStep[];
}
/**
 * This interface was referenced by `SectionResource`'s JSON-Schema
 * via the `definition` "regulatory".
 */
export interface RegulatoryMarking1 {
  /**
   * The devices' UDI-DIs: GS1 GTINs of 8, 12, 13 or 14 digits as printed on the label, with their check digit. A GTIN belongs to one product line only.
   *
   * @minItems 1
   */
  gtins: [string, ...string[]];
  /**
   * The device software versions these instructions apply to, where the device has software, e.g. 5.0.
   *
   * @minItems 1
   */
  softwareVersions?: [string, ...string[]];
  /**
   * The language of the file (one of the site's languages); required: the public pages list instructions for use by language.
   */
  language?: string;
}
/**
 * A picture's intrinsic width and height in pixels, read from the file when content was compiled.
 *
 * This interface was referenced by `CompiledProduct`'s JSON-Schema
 * via the `definition` "imageSize".
 */
export interface ImageSize {
  width: number;
  height: number;
}
/**
 * A document people confirm having read and understood, at its current version.
 *
 * This interface was referenced by `CompiledProduct`'s JSON-Schema
 * via the `definition` "acknowledgedDocument".
 */
export interface AcknowledgedDocument {
  /**
   * The document's key: what confirmations are kept under, the same in every language and version.
   */
  document: string;
  /**
   * The document's name in the manifest's language (or `lang`).
   */
  name: string;
  /**
   * Version of the current file as its publisher names it, e.g. "Rev. C" or "2.1"; shown beside its date.
   */
  version: string;
  /**
   * The current version's dateUpdated (YYYY-MM-DD).
   */
  date: string;
  /**
   * Where the current version opens: the address of its file on this site.
   */
  href: string;
  /**
   * The first page of the line that lists it.
   */
  page: {
    path: AbsolutePath1;
    /**
     * The page's title.
     */
    title: string;
  };
  /**
   * The language of the name when it is not the manifest's: its section is not translated yet.
   */
  lang?: string;
}
