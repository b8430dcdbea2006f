/* Generated from schema/section.schema.json by scripts/generate-types.ts. Do not edit: change the schema and run `npm run gen:types`. */

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
  image?: Image;
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
  image?: Image1;
}
/**
 * Picture after the answer and list, e.g. the timeline.
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
  image: Image2;
}
/**
 * Screen picture of the step.
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
 * Only in a translation (content/translations/<lang>/…/sections/<name>.json): the SHA-256 of the original's bytes when it was translated. content:check warns when the original has changed since (the translation is stale) or when this is absent; `npm run content:translations -- --stamp <file>` writes it.
 */
export interface TranslationOf {
  /**
   * Hex SHA-256 of the original file's bytes.
   */
  sha256: string;
}
/**
 * Fields shared by every document type.
 *
 * This interface was referenced by `SectionResource`'s JSON-Schema
 * via the `definition` "fields".
 */
export interface Fields {
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
   * Path of the file under content/files, e.g. ivenix/quick-tips/priming.pdf.
   */
  filePath?: string;
  /**
   * Path of the secure file under content/secure, or of the training package under content/training.
   */
  path?: string;
  /**
   * Leave this file off the Downloads to Print page.
   */
  ignoreOnDownloads?: boolean;
  /**
   * Name of the route the link goes to.
   */
  to?: string;
  /**
   * Address of the external page (https only).
   */
  url?: string;
  /**
   * Version of the current file as its publisher names it, e.g. "Rev. C" or "2.1"; shown beside its date.
   */
  version?: string;
  /**
   * The document's own name in its product line, which stays the same from one version to the next (e.g. pump-instructions-for-use): people's confirmations of having read it are kept under it. Required when the document needs acknowledgement; never change it, or everyone is asked again.
   */
  key?: string;
  /**
   * true: everyone who signs in with their hospital account is asked to confirm having read and understood the current version, and asked again when a new version replaces it; the document then needs a `version`, a `dateUpdated` and a `key`. false: nobody is asked, even on a page of a kind that the line's `acknowledge` names.
   */
  acknowledge?: boolean;
}
/**
 * This interface was referenced by `SectionResource`'s JSON-Schema
 * via the `definition` "image".
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
