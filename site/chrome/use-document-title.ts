/** Each screen names itself in the tab title, so assistive technology announces where the user landed. */
import { useEffect } from 'react';

export const siteName = 'Customer Resources';

export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} | ${siteName}` : siteName;
  }, [title]);
}
