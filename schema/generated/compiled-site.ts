/* Generated from schema/compiled/site.schema.json by scripts/generate-types.ts. Do not edit: change the schema and run `npm run gen:types`. */

/**
 * Site settings and the catalogue (build/content/site.json).
 */
export interface CompiledSite {
  site: SiteSettings;
  /**
   * Every product line's card, in site.json's order.
   */
  catalogue: CatalogueEntry[];
}
/**
 * Site-wide texts and settings of the customer-resources portal: header, login, catalogue, disclaimer, footer and the ordered list of product lines.
 */
export interface SiteSettings {
  /**
   * Path of this schema, for editor autocompletion.
   */
  $schema?: string;
  /**
   * Heading shown beside the manufacturer logo, e.g. CUSTOMER RESOURCES.
   */
  siteTitle: string;
  logo: Image;
  /**
   * Texts of the login page.
   */
  login: {
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
  };
  /**
   * Texts of the catalogue of product lines.
   */
  catalogue: {
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
  };
  /**
   * Banner shown until the user acknowledges it.
   */
  disclaimer: {
    /**
     * What the banner says: the content is supplementary and protocols must be checked.
     */
    text: string;
    /**
     * Text of the button that closes the banner, e.g. I acknowledge.
     */
    acknowledgeLabel: string;
  };
  /**
   * Footer shown on every page.
   */
  footer: {
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
  };
  /**
   * Product line folders under content/products, in catalogue order.
   *
   * @minItems 1
   *
   * Items: Folder name of a product line under content/products.
   */
  products: [string, ...string[]];
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
 * This interface was referenced by `SiteSettings`'s JSON-Schema
 * via the `definition` "image".
 */
export interface Image1 {
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
  image: Image2;
  imageSize?: ImageSize;
}
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
 * The card picture's intrinsic size; absent when it cannot be read.
 */
export interface ImageSize {
  width: number;
  height: number;
}
