/**
 * Types shared by every layer, all generated from schema/: what maintainers write
 * (schema/*.schema.json) and what the compiler writes and the server answers
 * (schema/compiled/*.schema.json).
 */
import type { Document } from '../../schema/generated/section';

export type {
  Account,
  AcknowledgementAnswer,
  AcknowledgementDue,
  AcknowledgementRequest,
  AcknowledgementsAnswer,
  ConflictAnswer,
  ErrorAnswer,
  ErrorReason,
  HighlightedText,
  HospitalSignInOptions,
  PaperCopyAnswer,
  PaperCopyRequest,
  ProductPath,
  PublicSettings,
  SearchAnswer,
  SearchGroup,
  SearchResult,
  SessionAnswer,
  SessionSettings,
  SignedInPerson,
  SignOutAnswer,
  SiteAnswer,
} from '../../schema/generated/compiled-api';
export type { EifuDocument, EifuFile, EifuIndex, EifuLine } from '../../schema/generated/compiled-eifu';
export type { FileIndex, FileKind, IndexedFile } from '../../schema/generated/compiled-files';
export type { NoticesIndex, PublicNotice } from '../../schema/generated/compiled-notices';
export type {
  AcknowledgedDocument,
  CompiledProduct,
  CompiledProductLine,
  CompiledRoute,
  ImageSize,
  MapLink,
  MenuLink,
} from '../../schema/generated/compiled-product';
export type { SearchEntry, SearchSource } from '../../schema/generated/compiled-search';
export type { CatalogueEntry, CompiledSite, CompiledSiteSettings } from '../../schema/generated/compiled-site';
export type { Image, Notice, PageKind, ProductLine, RouteNode } from '../../schema/generated/product';
export type { Document, OtherLanguageFile, SectionResource, TranslationOf } from '../../schema/generated/section';
export type { SiteSettings } from '../../schema/generated/site';
export type { SiteTranslation } from '../../schema/generated/site-translation';

/** Every document type: the discriminants of the schema's document union, so adding one there adds it here. */
export type DocumentType = Document['type'];

/** The document of one type, narrowed from the union. */
export type DocumentOf<T extends DocumentType> = Extract<Document, { type: T }>;
