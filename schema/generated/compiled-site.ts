/* Generated from schema/compiled/site.schema.json by scripts/generate-types.ts. Do not edit: change the schema and run `npm run gen:types`. */

/**
 * Product line folders under content/products, in catalogue order.
 *
 * @minItems 1
 *
 * Items: Folder name of a product line under content/products.
 */
export type Products = [string, ...string[]];
/**
 * The site's languages, the default first; written even when site.json leaves it out.
 *
 * @minItems 1
 */
export type Languages = [Language, ...Language[]];

/**
 * Site settings and the catalogue (build/content/site.json).
 */
export interface CompiledSite {
  site: CompiledSiteSettings;
  /**
   * Every product line's card, in site.json's order.
   */
  catalogue: CatalogueEntry[];
}
/**
 * The site settings as written (without $schema), with the sizes measured from the files.
 *
 * This interface was referenced by `CompiledSite`'s JSON-Schema
 * via the `definition` "siteSettings".
 */
export interface CompiledSiteSettings {
  /**
   * Heading shown beside the manufacturer logo, e.g. CUSTOMER RESOURCES.
   */
  siteTitle: string;
  logo: Image;
  icon?: SiteIcon;
  login: Login;
  catalogue: Catalogue;
  disclaimer: Disclaimer;
  footer: Footer;
  products: Products;
  search: Search;
  versions: Versions;
  whatsNew: WhatsNew;
  paperCopy: PaperCopy;
  logoSize?: ImageSize;
  languages?: Languages;
  /**
   * The language these settings are in.
   */
  lang?: string;
}
/**
 * Manufacturer logo shown in the header.
 */
export interface Image {
  /**
   * Path under content/images, e.g. logos/manufacturer.svg.
   */
  src: string;
  /**
   * Text alternative; empty for a decorative image.
   */
  alt: string;
}
/**
 * Icon of the site in browser tabs, bookmarks and on phones' home screens, and the colour browsers tint their bars with. Without it the site has no icon.
 */
export interface SiteIcon {
  /**
   * Square SVG under content/images, e.g. logos/portal-icon.svg; the smaller sizes browsers ask for are drawn from it when the content is compiled, so it must read well at 32 pixels.
   */
  src: string;
  /**
   * Colour as #rrggbb, e.g. #0b4f8a: phones and installed sites tint the address bar and title bar with it.
   */
  themeColor: string;
  /**
   * Name under the icon when the site is added to a home screen, at most 12 characters; the site title when absent.
   */
  shortName?: string;
}
/**
 * Texts of the login page.
 */
export interface Login {
  /**
   * Heading above the password field.
   */
  heading: string;
  /**
   * Accessible label of the password field.
   */
  passwordLabel: string;
  /**
   * Text of the submit button, e.g. LOGIN.
   */
  buttonLabel: string;
  /**
   * Message shown after a failed check. The phrase given in contactLinkText becomes a mail link to product support.
   */
  errorMessage: string;
  /**
   * Part of errorMessage that links to the support email address.
   */
  contactLinkText: string;
  /**
   * Message shown when LOGIN is pressed with no password typed.
   */
  emptyPasswordMessage: string;
  /**
   * Status shown on the login page right after signing out, e.g. You have signed out.
   */
  signedOutMessage: string;
  /**
   * Shown on the login page to a signed-in user sent there from a product line the account does not include; {line} is the line's name, e.g. This account does not include {line}.
   */
  notIncludedMessage: string;
  /**
   * Like notIncludedMessage, when the line cannot be named, e.g. This account does not include that page.
   */
  notIncludedPageMessage: string;
  /**
   * Link from that message back to the account's catalogue.
   */
  backToCatalogueLabel: string;
  /**
   * Words before the support phone and email links under that message, e.g. To add it, contact customer support:
   */
  contactSupportText: string;
}
/**
 * Texts of the catalogue of product lines.
 */
export interface Catalogue {
  /**
   * Catalogue heading, e.g. WELCOME.
   */
  heading: string;
  /**
   * The catalogue's name in the browser tab and window lists, which a greeting heading does not give, e.g. Product catalogue.
   */
  title: string;
  /**
   * Sentence under the heading.
   */
  intro: string;
  /**
   * Link text on every product card, e.g. LEARN MORE.
   */
  cardLinkLabel: string;
}
/**
 * Banner shown until the user acknowledges it.
 */
export interface Disclaimer {
  /**
   * What the banner says: the content is supplementary and protocols must be checked.
   */
  text: string;
  /**
   * Text of the button that closes the banner, e.g. I acknowledge.
   */
  acknowledgeLabel: string;
}
/**
 * Footer shown on every page.
 */
export interface Footer {
  /**
   * Year of the copyright line.
   */
  copyrightYear: number;
  /**
   * Name in the copyright line.
   */
  copyrightHolder: string;
  /**
   * Label before the customer support phone number (the number itself is a deployment setting).
   */
  supportLabel: string;
  /**
   * Legal links: terms of use, privacy notice and the like.
   */
  links: {
    /**
     * Link text.
     */
    label: string;
    /**
     * Address of the notice: a page of this site (/...) or the manufacturer's published notice (https://..., opened in a new tab).
     */
    href: string;
  }[];
}
/**
 * Texts of the search field in the header (on phones, in the menu).
 */
export interface Search {
  /**
   * Name of the search field for screen readers and its visible label, e.g. Search.
   */
  label: string;
  /**
   * Hint inside the empty field, e.g. Search tips, guides and PDFs.
   */
  placeholder: string;
  /**
   * Tells keyboard users that / jumps to the field, e.g. Press / to search.
   */
  shortcutHint: string;
  /**
   * Label of the checkbox that turns the / shortcut on and off (remembered by the browser), for users whose speech input or typing sends a stray /, e.g. Jump to search with /.
   */
  shortcutSetting: string;
  /**
   * Shown while results load, e.g. Searching…
   */
  searching: string;
  /**
   * Shown when nothing matches; {query} stands for what was typed, e.g. No results for {query}.
   */
  noResults: string;
  /**
   * Announced to screen readers when results arrive; {count} stands for their number, e.g. {count} results.
   */
  resultsCount: string;
  /**
   * Shown when the search cannot be done, e.g. Search is not available. Please try again.
   */
  failed: string;
  /**
   * Before the title of the page a document is on, e.g. On
   */
  onPage: string;
}
/**
 * Texts of documents that have earlier versions.
 */
export interface Versions {
  /**
   * Before the current version and its date, e.g. Version
   */
  current: string;
  /**
   * Label of the disclosure that lists earlier versions, e.g. Previous versions
   */
  previous: string;
}
/**
 * Texts of each product line's What's new page.
 */
export interface WhatsNew {
  /**
   * Title of the page and of the link to it from the line's home, e.g. What's new
   */
  title: string;
  /**
   * Sentence under the title, e.g. The latest documents added or updated for this product line, newest first.
   */
  intro: string;
  /**
   * Badge on documents changed since this browser's last visit to the line, e.g. Updated
   */
  updatedBadge: string;
  /**
   * Before the version of an updated document, e.g. New version
   */
  newVersion: string;
  /**
   * Shown when no document of the line has a date, e.g. Nothing has been updated yet.
   */
  empty: string;
}
/**
 * Texts of the form that requests a paper copy of instructions for use.
 */
export interface PaperCopy {
  /**
   * Button on instructions-for-use pages that opens the form, e.g. Request a paper copy
   */
  buttonLabel: string;
  /**
   * Heading of the form.
   */
  heading: string;
  /**
   * Sentence under the heading: what happens after sending, and how long it takes.
   */
  intro: string;
  /**
   * Label of the requester's name.
   */
  nameLabel: string;
  /**
   * Label of the facility or hospital.
   */
  facilityLabel: string;
  /**
   * Label of the postal address.
   */
  addressLabel: string;
  /**
   * Label of the email address.
   */
  emailLabel: string;
  /**
   * Label of the document chosen.
   */
  documentLabel: string;
  /**
   * Label of the number of copies.
   */
  copiesLabel: string;
  /**
   * Button that sends the request.
   */
  submitLabel: string;
  /**
   * The send button's text while the request is on its way, e.g. Sending…
   */
  sendingLabel: string;
  /**
   * Button that closes the form without sending.
   */
  cancelLabel: string;
  /**
   * Button that closes the form after the request was sent.
   */
  closeLabel: string;
  /**
   * Shown after sending; {reference} stands for the request's reference number.
   */
  success: string;
  /**
   * Shown when the request cannot be sent.
   */
  failed: string;
}
/**
 * The logo's intrinsic size, so the header keeps its layout while the logo loads; absent when it cannot be read.
 */
export interface ImageSize {
  width: number;
  height: number;
}
export interface Language {
  /**
   * Lower-case BCP 47 primary language tag, e.g. es; the address prefix and folder of the language.
   */
  code: string;
  /**
   * The language's name as its own readers know it, e.g. Español; shown in the language switcher.
   */
  name: string;
}
/**
 * A product line's card in the catalogue.
 *
 * This interface was referenced by `CompiledSite`'s JSON-Schema
 * via the `definition` "catalogueEntry".
 */
export interface CatalogueEntry {
  /**
   * Brand key: groups product lines. Sections shared by all lines of a brand live in content/brands/<brand>/sections (optional).
   */
  brand: string;
  /**
   * Model key that accounts are permitted for, e.g. acme-pump; by convention also the folder name under content/products and the entry in site.json products.
   */
  model: string;
  /**
   * Card title.
   */
  title: string;
  /**
   * Address of the product line, e.g. /ivenix.
   */
  pathPrefix: string;
  image: Image1;
  imageSize?: ImageSize1;
}
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
 * The card picture's intrinsic size; absent when it cannot be read.
 */
export interface ImageSize1 {
  width: number;
  height: number;
}
