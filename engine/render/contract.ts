/**
 * The renderer contract: what a document or page renderer receives, and the
 * registry shapes that make a schema type without a renderer a type error.
 */
import type { ComponentType } from 'react';
import type { RouteDef } from '../routes/route-tree';
import type {
  CompiledProduct,
  DocumentOf,
  DocumentType,
  PageKind,
  SectionResource,
  SessionSettings,
  SiteSettings,
} from '../types';

export interface DocumentProps<T extends DocumentType = DocumentType> {
  document: DocumentOf<T>;
}

export interface PageProps {
  route: RouteDef;
  compiled: CompiledProduct;
  /** The route's section resource, when it names one and the lookup found it. */
  section?: SectionResource;
}

export type DocumentRendererMap = { [T in DocumentType]: ComponentType<DocumentProps<T>> };
export type PageRendererMap = { [K in PageKind]: ComponentType<PageProps> };

export interface RendererRegistry {
  documents: DocumentRendererMap;
  pages: PageRendererMap;
}

/** What every renderer may read about where it is drawn. */
export interface RenderContextValue {
  compiled: CompiledProduct;
  settings: SessionSettings;
  /** The site's texts (content/site.json), e.g. the labels of versions and of the What's new page. */
  site: SiteSettings;
  /**
   * The day (YYYY-MM-DD, the reader's calendar) of this browser's previous visit to the line, kept
   * by the site in the browser; undefined on a first visit, when there is nothing to compare with.
   */
  previousVisit?: string;
  registry: RendererRegistry;
}
