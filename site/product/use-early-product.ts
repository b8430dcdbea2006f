/**
 * While the catalogue loads, the product line the address names is known from the site texts already
 * (productPaths): its manifest is fetched then, beside the catalogue, not once it has
 * answered and the area has been drawn. The area takes the answer (shared/use-resource.ts); one nobody
 * took, because the catalogue sent the user elsewhere, is dropped when the gate goes, not kept for a
 * later visit.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { entryOfPath } from '../../engine/shared/routes/entry-of-path';
import { useSite } from '../chrome/site-context';
import { isModelPermitted } from '../session/permissions';
import { useSession } from '../session/session-context';
import { startResource } from '../shared/start-resource';
import { loadProduct } from './product-api';

export function useEarlyProduct(catalogueLoading: boolean): void {
  const { pathname } = useLocation();
  const { productPaths } = useSite();
  const { account } = useSession();
  const named = catalogueLoading ? entryOfPath(productPaths, pathname)?.model : undefined;
  const early = named !== undefined && isModelPermitted(account, named) ? named : undefined;
  const drops = useRef(new Map<string, () => void>());
  useEffect(() => {
    if (early === undefined || drops.current.has(early)) return;
    drops.current.set(early, startResource(early, loadProduct));
  }, [early]);
  useEffect(() => {
    const started = drops.current;
    return () => {
      for (const drop of started.values()) drop();
    };
  }, []);
}
