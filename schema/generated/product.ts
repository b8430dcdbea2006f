/* Generated from schema/product.schema.json by scripts/generate-types.ts. Do not edit: change the schema and run `npm run gen:types`. */

/**
 * This interface was referenced by `ProductLine`'s JSON-Schema
 * via the `definition` "portalIcon".
 */
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
 * This interface was referenced by `ProductLine`'s JSON-Schema
 * via the `definition` "key".
 */
export type Key = string;
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
 * via the `definition` "iconName".
 */
export type IconName = PortalIcon | Key;
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
   * Pictures used as icons, by name, for map sections, sub-pages and route meta. A name used there that is not here is one of the portal's own icons (see PortalIcon), which need no entry.
   */
  icons?: {
    [k: string]: Image2;
  };
  contact?: ContactInfo;
  /**
   * Which documents of the line everyone who signs in with their hospital account must confirm having read and understood: every download and secure download listed on the line's pages of these kinds, e.g. all instructions for use. Each needs a `version`, a `dateUpdated` and a `key`; a document's own `acknowledge` wins over this.
   */
  acknowledge?: {
    /**
     * Page kinds (a route's `kind`) whose downloads and secure downloads need acknowledgement, e.g. instructions-for-use.
     *
     * @minItems 1
     */
    pageKinds: [PageKind1, ...PageKind1[]];
  };
  translationOf?: TranslationOf;
  /**
   * Field safety notices and product advisories of this line, newest first. They are public: besides the portal's line home and What's new, they go to the public notices index, the line's Atom feeds and e-mail subscribers. A translation keeps each notice's id, date, severity, GTINs and software versions, and translates its title, body and PDF.
   */
  notices?: Notice[];
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
     * Icon beside the section heading: one of the line's `icons`, else one of the portal's own set.
     */
    name: PortalIcon | Key;
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
   * Icon on the sub-page's card (first section) or beside its link: one of the line's `icons`, else one of the portal's own set, e.g. quick-tips.
   */
  icon?: PortalIcon | Key;
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
   * Icon of the page, shown beside its content menu (section headerComponent product-icon-menu): one of the line's `icons`, else one of the portal's own set.
   */
  icon?: PortalIcon | Key;
  /**
   * Icon height in pixels.
   */
  iconSize?: number;
  /**
   * The video of a video page: a video file on this site that the page plays itself (/public/training/....mp4, a file under content/training, with its `captions`), an https address of the video host's player (allowed by the VIDEO_ORIGINS setting), or a player page of a training package on this site (/public/training/....html); the last two are shown in a frame.
   */
  url?: string;
  /**
   * Caption tracks of a video file (`url` ending in .mp4), one per language; the player offers each in its captions menu and turns on the one in the reader's language. A hosted player shows its host's captions instead.
   *
   * @minItems 1
   */
  captions?: [CaptionTrack, ...CaptionTrack[]];
  /**
   * Text of the video for those who cannot watch or hear it, one paragraph per item: what is said and what is shown. The video page shows it under the video, in a Transcript disclosure. In the language of the title: the page's (a translation has its own transcript), or `lang` when given.
   *
   * @minItems 1
   */
  transcript?: [string, ...string[]];
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
 * One language of captions for a video file.
 *
 * This interface was referenced by `ProductLine`'s JSON-Schema
 * via the `definition` "captionTrack".
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
 * A field safety notice, recall or product advisory of the line.
 *
 * This interface was referenced by `ProductLine`'s JSON-Schema
 * via the `definition` "notice".
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
   * Icon of the page, shown beside its content menu (section headerComponent product-icon-menu): one of the line's `icons`, else one of the portal's own set.
   */
  icon?: PortalIcon | Key;
  /**
   * Icon height in pixels.
   */
  iconSize?: number;
  /**
   * The video of a video page: a video file on this site that the page plays itself (/public/training/....mp4, a file under content/training, with its `captions`), an https address of the video host's player (allowed by the VIDEO_ORIGINS setting), or a player page of a training package on this site (/public/training/....html); the last two are shown in a frame.
   */
  url?: string;
  /**
   * Caption tracks of a video file (`url` ending in .mp4), one per language; the player offers each in its captions menu and turns on the one in the reader's language. A hosted player shows its host's captions instead.
   *
   * @minItems 1
   */
  captions?: [CaptionTrack, ...CaptionTrack[]];
  /**
   * Text of the video for those who cannot watch or hear it, one paragraph per item: what is said and what is shown. The video page shows it under the video, in a Transcript disclosure. In the language of the title: the page's (a translation has its own transcript), or `lang` when given.
   *
   * @minItems 1
   */
  transcript?: [string, ...string[]];
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
