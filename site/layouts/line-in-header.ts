/**
 * The product line whose pages are on screen, for the signed-in layout's header (its logo,
 * Downloads, Contact, the section bar): the line's view names it as it is drawn, before the
 * browser paints, and clears it when it leaves.
 */
import { createContext, useContext, useLayoutEffect } from 'react';
import type { CompiledProduct } from '../../engine/shared/types';

export const LineInHeaderContext = createContext<(line: CompiledProduct | undefined) => void>(() => undefined);

export function useLineInHeader(line: CompiledProduct): void {
  const show = useContext(LineInHeaderContext);
  useLayoutEffect(() => {
    show(line);
    return () => show(undefined);
  }, [show, line]);
}
