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
  login: Login;
  catalogue: Catalogue;
  disclaimer: Disclaimer;
  footer: Footer;
  products: Products;
  logoSize?: ImageSize;
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
 * The logo's intrinsic size, so the header keeps its layout while the logo loads; absent when it cannot be read.
 */
export interface ImageSize {
  width: number;
  height: number;
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
