/**
 * What the compiler reads, handed to it by scripts/: the content files already parsed and
 * schema-checked, and a small view of the content folder for the files documents name. The
 * compiler itself touches no file system, so every rule it applies is plain, testable code.
 */
import type { Language } from '../../shared/languages';
import type { ImageSize, ProductLine, SectionResource, SiteSettings, SiteTranslation } from '../../shared/types';

export interface LoadedSection {
  /** Shown in error messages. */
  file: string;
  /** Path relative to the content folder, e.g. products/acme-pump/sections/faq.json: where its translations and original are. */
  contentPath?: string;
  section: SectionResource;
}

export interface LoadedProduct {
  folder: string;
  file: string;
  contentPath?: string;
  product: ProductLine;
  sections: Record<string, LoadedSection>;
  /** The file has schema errors: it is cross-checked for more errors but never compiled. */
  salvaged?: true;
}

export interface LoadedContent {
  site?: { file: string; contentPath?: string; settings: SiteSettings };
  products: LoadedProduct[];
  brandSections: Record<string, Record<string, LoadedSection>>;
  /** The translations of the site's other languages (content/translations/<lang>/), in the order of its languages. */
  translations?: LoadedTranslation[];
}

/** One translated file that passed its schema, with where it is. */
export interface LoadedTranslated<T> {
  file: string;
  /** Path relative to the content folder of the original it translates. */
  originalPath: string;
  value: T;
}

/** Every file of one language's folder, content/translations/<lang>/, by the original each translates. */
export interface LoadedTranslation {
  language: Language;
  site?: LoadedTranslated<SiteTranslation>;
  /** By product folder. */
  products: Record<string, LoadedTranslated<ProductLine>>;
  /** By product folder, then section name. */
  productSections: Record<string, Record<string, LoadedTranslated<SectionResource>>>;
  /** By brand, then section name. */
  brandSections: Record<string, Record<string, LoadedTranslated<SectionResource>>>;
}

/** The content folder as the compiler sees it; paths are relative to it, with forward slashes. */
export interface ContentFiles {
  /** Size in bytes of a regular file, or undefined when there is none at that path. */
  fileSize(path: string): number | undefined;
  /** Intrinsic size in pixels of a picture, or undefined when there is no file or its size cannot be read. */
  imageSize(path: string): ImageSize | undefined;
  /** The bytes of a regular file, or undefined when there is none at that path. */
  readFile(path: string): Uint8Array | undefined;
  /** Every regular file below a folder, as paths relative to the content folder. */
  filesUnder(folder: string): string[];
}
