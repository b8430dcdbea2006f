/**
 * The renderer contract: what a document or page renderer receives, and the
 * registry shapes that make a schema type without a renderer a type error.
 */
import type { ComponentType, ReactNode } from 'react';
import type { RouteDef } from '../shared/routes/route-tree';
import type {
  CompiledProduct,
  DocumentOf,
  DocumentType,
  Notice,
  PageKind,
  PaperCopyRequest,
  SectionResource,
  SessionSettings,
  SiteSettings,
} from '../shared/types';

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

/** A safety notice, under a heading of the level its place on the page needs. */
export interface NoticeProps {
  notice: Notice;
  heading: 'h2' | 'h3';
}

export type NoticeRendererMap = { [S in Notice['severity']]: ComponentType<NoticeProps> };

export interface RendererRegistry {
  documents: DocumentRendererMap;
  pages: PageRendererMap;
  /** By severity, so a severity added to the schema without a renderer is a type error. */
  notices: NoticeRendererMap;
}

/** Why a request got no answer of the server's own: each kind has its site text (`errors.requests`). */
export type RequestFailure = 'unauthenticated' | 'forbidden' | 'not-found' | 'rate-limited' | 'server' | 'network';

/**
 * What a paper-copy request came to: its reference, or why not: the server's words (by field where
 * it said so), or, when the request went unanswered, the kind of failure.
 */
export type PaperCopyOutcome =
  | { ok: true; reference: string }
  | {
      ok: false;
      message: string;
      fields: Partial<Record<keyof PaperCopyRequest, string>>;
      failure?: RequestFailure;
    };

/** What renderers may ask the site to do; the site makes the network calls. */
export interface RenderActions {
  requestPaperCopy(request: PaperCopyRequest): Promise<PaperCopyOutcome>;
}

/** What every renderer may read about where it is drawn. */
export interface RenderContextValue {
  compiled: CompiledProduct;
  settings: SessionSettings;
  /** Site-wide texts (content/site.json) that pages draw, e.g. the labels of the paper-copy form. */
  site: SiteSettings;
  actions: RenderActions;
  /**
   * The day (YYYY-MM-DD, the reader's calendar) of this browser's previous visit to the line, kept
   * by the site in the browser; undefined on a first visit, when there is nothing to compare with.
   */
  previousVisit?: string;
  /**
   * Today (YYYY-MM-DD, the reader's calendar): which notices are recent. The site always sets it;
   * a preview without it (a story, a test) shows no notice as recent unless it names a day.
   */
  today?: string;
  registry: RendererRegistry;
  /**
   * What the site shows on the line's home page under its welcome, in the page's language: the
   * documents the reader is asked to read and confirm. The site draws it (and asks the server); the
   * home page only gives it its place.
   */
  homeNotice?: ReactNode;
}
