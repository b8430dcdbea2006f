/**
 * Where a successful login leads: the requested file (one the server sent a signed-out browser here
 * for: a secure file, or a document opened after the session ended), else the requested page when it
 * is a page of this portal, else the catalogue.
 */
import { useCallback } from 'react';
import { type NavigateFunction, useNavigate } from 'react-router-dom';
import { fileAddress } from '../../engine/shared/documents/file-address';
import { nextPageParam, requestedFileKindOf, requestedFileParam } from '../../engine/shared/routes/login-path';
import { pageAfterLogin } from '../../engine/shared/routes/page-after-login';
import type { ProductPath } from '../../engine/shared/types';
import { useSite } from '../chrome/site-context';
import { browser } from './browser';

export function continueAfterLogin(
  navigate: NavigateFunction,
  params: URLSearchParams,
  productPaths: readonly ProductPath[],
): void {
  const file = params.get(requestedFileParam);
  // Only ever this site's address of a file of that kind: the parameter names a file, never an address.
  if (file) browser.assign(fileAddress(requestedFileKindOf(params), file));
  else navigate(pageAfterLogin(params.get(nextPageParam), productPaths), { replace: true });
}

export function useContinueAfterLogin(): (params: URLSearchParams) => void {
  const navigate = useNavigate();
  const { productPaths } = useSite();
  return useCallback((params) => continueAfterLogin(navigate, params, productPaths), [navigate, productPaths]);
}
