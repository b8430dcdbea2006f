/* Generated from schema/product.schema.json by scripts/generate-types.ts. Do not edit: change the schema and run `npm run gen:types`. */

/**
 * One page or group of pages. It has a kind, a redirect to a child, or children (or both kind and children).
 *
 * This interface was referenced by `ProductLine`'s JSON-Schema
 * via the `definition` "route".
 */
export type RouteNode = Route;
/**
 * Which page the route draws; each value's description says what the page shows and needs.
 */
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
 * This interface was referenced by `ProductLine`'s JSON-Schema
 * via the `definition` "key".
 */
export type Key = string;
/**
 * This interface was referenced by `ProductLine`'s JSON-Schema
 * via the `definition` "languageTag".
 */
export type LanguageTag = string;
/**
 * This interface was referenced by `ProductLine`'s JSON-Schema
 * via the `definition` "routePath".
 */
export type RoutePath = string;
/**
 * This interface was referenced by `ProductLine`'s JSON-Schema
 * via the `definition` "pageKind".
 */
export type PageKind1 =
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
 * This interface was referenced by `ProductLine`'s JSON-Schema
 * via the `definition` "languageCode".
 */
export type LanguageCode = string;

/**
 * One product line of the portal: its identity, catalogue card, numbered home sections and route tree. Section resources live beside it in sections/.
 */
export interface ProductLine {
  /**
   * Path of this schema, for editor autocompletion.
   */
  $schema?: string;
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
  /**
   * Card of this product line in the catalogue.
   */
  card: {
    /**
     * Card title.
     */
    title: string;
    image: Image;
  };
  logo: Image1;
  /**
   * Welcome text at the top of the product home page.
   */
  welcome: string;
  /**
   * Path of the home page under the prefix (e.g. internal/home); the bare prefix redirects to it.
   */
  homePath: string;
  /**
   * Numbered sections of the home page and navigation bar, in order. The first is drawn as cards, the rest as links. Each entry points at a parent route whose children are its pages.
   */
  map: MapSection[];
  /**
   * Route tree under the path prefix.
   *
   * @minItems 1
   */
  routes: [RouteNode, ...RouteNode[]];
  /**
   * Icons by name, used by map sections and route meta.
   */
  icons?: {
    [k: string]: Image2;
  };
  contact?: ContactInfo;
  translationOf?: TranslationOf;
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
 * This interface was referenced by `ProductLine`'s JSON-Schema
 * via the `definition` "mapSection".
 */
export interface MapSection {
  /**
   * Stable key of the section.
   */
  key: string;
  /**
   * Section heading.
   */
  title: string;
  /**
   * Icon beside the heading.
   */
  icon?: {
    /**
     * Icon name from the product's icons.
     */
    name: string;
    /**
     * Height in pixels.
     */
    height?: number;
  };
  /**
   * Path of the section's parent page under the prefix.
   */
  route: string;
  /**
   * Skip this section.
   */
  hidden?: boolean;
  /**
   * Pages of the section.
   */
  subPages: SubPage[];
}
export interface SubPage {
  /**
   * Stable key.
   */
  key: string;
  /**
   * Link or card text.
   */
  title: string;
  /**
   * Path under the section route.
   */
  path: string;
  /**
   * Skip this page.
   */
  hidden?: boolean;
}
export interface Route {
  /**
   * Path under the parent route.
   */
  path: string;
  /**
   * Route name, unique in the product line, used by route documents (to) and menus.
   */
  name?: string;
  kind?: PageKind;
  /**
   * Child path that this route forwards to (the default child).
   */
  redirect?: string;
  /**
   * Leave the route out of the portal.
   */
  hidden?: boolean;
  meta: RouteMeta;
  /**
   * Child routes.
   */
  children?: RouteNode[];
}
/**
 * Title and page data: what the page shows about itself.
 */
export interface RouteMeta {
  /**
   * Page heading and breadcrumb label.
   */
  title: string;
  /**
   * Section resource shown by the page, looked up by brand, model, then brand level.
   */
  sectionName?: string;
  /**
   * Content menu of a parent page.
   */
  menuItems?: MenuItem[];
  /**
   * Name of an icon of the product line.
   */
  icon?: string;
  /**
   * Icon height in pixels.
   */
  iconSize?: number;
  /**
   * Address of the embedded video player: an https address of the video host (allowed by the VIDEO_ORIGINS setting), or a player page of a training package on this site (/public/training/...).
   */
  url?: string;
  /**
   * Language of the title (a BCP 47 tag such as es or fr-CA) when it is not the site's, so screen readers pronounce it in that language wherever the title is shown. Leave it out for titles in the site's language.
   */
  lang?: string;
}
/**
 * This interface was referenced by `ProductLine`'s JSON-Schema
 * via the `definition` "menuItem".
 */
export interface MenuItem {
  /**
   * Name of the route the item leads to.
   */
  route: string;
  /**
   * Menu text.
   */
  label: string;
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
 * Only in a translation (content/translations/<lang>/products/<line>/product.json): the SHA-256 of the original's bytes when it was translated. content:check warns when the original has changed since (the translation is stale) or when this is absent; `npm run content:translations -- --stamp <file>` writes it.
 */
export interface TranslationOf {
  /**
   * Hex SHA-256 of the original file's bytes.
   */
  sha256: string;
}
/**
 * This interface was referenced by `ProductLine`'s JSON-Schema
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
 * This interface was referenced by `ProductLine`'s JSON-Schema
 * via the `definition` "routeMeta".
 */
export interface RouteMeta1 {
  /**
   * Page heading and breadcrumb label.
   */
  title: string;
  /**
   * Section resource shown by the page, looked up by brand, model, then brand level.
   */
  sectionName?: string;
  /**
   * Content menu of a parent page.
   */
  menuItems?: MenuItem[];
  /**
   * Name of an icon of the product line.
   */
  icon?: string;
  /**
   * Icon height in pixels.
   */
  iconSize?: number;
  /**
   * Address of the embedded video player: an https address of the video host (allowed by the VIDEO_ORIGINS setting), or a player page of a training package on this site (/public/training/...).
   */
  url?: string;
  /**
   * Language of the title (a BCP 47 tag such as es or fr-CA) when it is not the site's, so screen readers pronounce it in that language wherever the title is shown. Leave it out for titles in the site's language.
   */
  lang?: string;
}
/**
 * This interface was referenced by `ProductLine`'s JSON-Schema
 * via the `definition` "contactInfo".
 */
export interface ContactInfo1 {
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
/**
 * This interface was referenced by `ProductLine`'s JSON-Schema
 * via the `definition` "translationOf".
 */
export interface TranslationOf1 {
  /**
   * Hex SHA-256 of the original file's bytes.
   */
  sha256: string;
}
