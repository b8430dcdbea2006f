/**
 * The renderer contract: what a document or page renderer receives, and the
 * registry shapes that make a schema type without a renderer a type error.
 */
import type { ComponentType } from 'react';
import type { RouteDef } from '../routes/route-tree';
import type { CompiledProduct, DocumentOf, DocumentType, PageKind, SectionResource, SessionSettings } from '../types';

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
  registry: RendererRegistry;
}
