/** Each screen names itself in the tab title, so assistive technology announces where the user landed. */
import { useEffect } from 'react';
import { useSite } from './site-context';

export function useDocumentTitle(title: string | undefined): void {
  const { siteName } = useSite().site.chrome;
  useEffect(() => {
    document.title = title ? `${title} | ${siteName}` : siteName;
  }, [title, siteName]);
}
