/** Where a successful login leads: the requested secure file, else the catalogue. */
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { secureDownloadHref } from '../../engine/shared/documents/secure-download-link';
import { requestedFileParam } from '../../engine/shared/routes/login-path';
import { browser } from './browser';

export function useContinueAfterLogin(): (params: URLSearchParams) => void {
  const navigate = useNavigate();
  return useCallback(
    (params: URLSearchParams) => {
      const file = params.get(requestedFileParam);
      // Only ever this site's secure-download path: the parameter names a file, never an address.
      if (file) browser.assign(secureDownloadHref(file));
      else navigate('/', { replace: true });
    },
    [navigate],
  );
}
