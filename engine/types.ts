/** Types shared by every layer: the generated content types plus the compiled shapes the compiler writes. */
import type { Image, MapSection, ProductLine, RouteMeta, RouteNode } from '../schema/generated/product';
import type { Document, DocumentType, SectionResource } from '../schema/generated/section';
import type { SiteSettings } from '../schema/generated/site';

export type { PageKind } from '../schema/generated/product';
export type {
  Document,
  DocumentType,
  Image,
  MapSection,
  ProductLine,
  RouteMeta,
  RouteNode,
  SectionResource,
  SiteSettings,
};

/** The document of one type, narrowed from the union. */
export type DocumentOf<T extends DocumentType> = Extract<Document, { type: T }>;

/** One product line as the compiler writes it and the server answers it. */
export interface CompiledProduct {
  product: ProductLine;
  /** Section resources the routes use, already resolved model first, then brand level. */
  sections: Record<string, SectionResource>;
}

/** A product line's card in the catalogue. */
export interface CatalogueEntry {
  brand: string;
  model: string;
  title: string;
  pathPrefix: string;
  image: Image;
}

/**
 * Where each product line lives. Public, so the browser can tell a product the
 * account lacks (send to /login, as the spec says) from an address that does not exist.
 */
export interface ProductPath {
  pathPrefix: string;
  model: string;
}

/** What the server tells the browser about the signed-in account. */
export interface Account {
  name: string;
  models: string[];
}

/** Deployment settings the browser needs; they are never content. */
export interface PublicSettings {
  supportPhone: string;
  supportEmail: string;
}

export interface SessionSettings extends PublicSettings {
  /** Password of the external eIFU site, shown in the external-document modal. */
  eifuPassword: string;
  learningLibraryUrl: string;
}
