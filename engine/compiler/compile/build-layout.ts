/** Where the compiler writes each file of build/content, and where the server reads it. */
export const buildLayout = {
  site: 'site.json',
  files: 'files.json',
  /** The public instructions for use: the only content the public eIFU pages and the resolver read. */
  eifu: 'eifu.json',
  /** The public notices index: every line's safety notices in every language (compile/notices-index.ts). */
  notices: 'notices.json',
  productsFolder: 'products',
  product: (model: string) => `products/${model}.json`,
  /** What search may find in a line; read by the server only. */
  search: (model: string) => `search/${model}.json`,
  /** The site's icon, written only when the site settings name one: the SVG as given and what is drawn from it. */
  iconSvg: 'icon/icon.svg',
  iconIco: 'icon/favicon.ico',
  iconPng: (pixels: IconPixels) => `icon/icon-${pixels}.png`,
  /**
   * A file of site.json, products/ or search/ for the pages of one language: the default
   * language's are the files above, every other language's the same under a folder named by its code.
   */
  inLanguage: (name: string, lang: string, defaultLang: string) => (lang === defaultLang ? name : `${lang}/${name}`),
} as const;

/** The sizes of the icon drawn as PNG: favicon.ico's (inside it), apple-touch-icon's and the web app manifest's. */
export const iconPixels = { favicon: 32, appleTouch: 180, manifest: [192, 512] } as const;
type IconPixels = (typeof iconPixels)['appleTouch'] | (typeof iconPixels)['manifest'][number];
