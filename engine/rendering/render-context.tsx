/** React context carrying the product, its routes, the settings and the registry to every renderer. */
import { createContext, type ReactNode, useContext, useEffect } from 'react';
import { changedSince, type Dated } from '../shared/dates';
import { type DeliveredFile, fileSizeOf } from '../shared/documents/downloads';
import type { CompiledProduct, ImageSize, SiteSettings } from '../shared/types';
import type { RenderActions, RenderContextValue } from './contract';

const RenderContext = createContext<RenderContextValue | null>(null);

export function RenderProvider({ value, children }: { value: RenderContextValue; children: ReactNode }) {
  return <RenderContext.Provider value={value}>{children}</RenderContext.Provider>;
}

export function useRenderContext(): RenderContextValue {
  const value = useContext(RenderContext);
  if (!value) throw new Error('useRenderContext must be used inside <RenderProvider>');
  return value;
}

/**
 * Absolute path of a named route of the current product (resolved when content was compiled);
 * logs and returns undefined when the manifest does not have it.
 */
export function useRoutePath(name: string): string | undefined {
  const { compiled } = useRenderContext();
  const path = Object.hasOwn(compiled.routePaths, name) ? compiled.routePaths[name] : undefined;
  const prefix = compiled.product.pathPrefix;
  // Warn after render, once per change, not on every re-render (StrictMode renders twice).
  useEffect(() => {
    if (!path) console.warn(`Route name not found: "${name}" in product line ${prefix}`);
  }, [path, name, prefix]);
  return path;
}

/** Size in bytes of a download's or secure download's file, measured when content was compiled. */
export function useFileSize(file: DeliveredFile): number | undefined {
  const { compiled } = useRenderContext();
  return fileSizeOf(compiled, file);
}

/** Whether a document changed since this browser's previous visit to the line (never on a first visit). */
export function useChangedSinceLastVisit(document: Dated): boolean {
  const { previousVisit } = useRenderContext();
  return changedSince(document, previousVisit);
}

/** Site-wide texts of content/site.json, so no user-visible text is written in a renderer. */
export function useSiteTexts(): SiteSettings {
  return useRenderContext().site;
}

/** Sends a paper-copy request through the site; resolves with the reference or the reasons it was refused. */
export function useRequestPaperCopy(): RenderActions['requestPaperCopy'] {
  return useRenderContext().actions.requestPaperCopy;
}

/** A picture's intrinsic size as the compiler measured it, or undefined when it could not read one. */
export function measuredImageSize(compiled: CompiledProduct, src: string): ImageSize | undefined {
  const sizes = compiled.imageSizes ?? {};
  return Object.hasOwn(sizes, src) ? sizes[src] : undefined;
}
