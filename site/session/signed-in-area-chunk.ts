/**
 * The signed-in area's code (signed-in-area.tsx) from one import, whoever asks for it: the
 * catalogue's and the not-found page's routes, and the login page, which fetches it while the user
 * types. Each import written out would cost the login page's script its own copy of the chunk's
 * file list.
 */
import { lazy } from 'react';

export const loadSignedInArea = () => import('./signed-in-area');

/** A component of the signed-in area for the login page or the page frame, drawn once the chunk has arrived. */
export const signedInAreaPart = (name: 'LinkSignIn' | 'LoginNotice' | 'LanguageSwitcher') =>
  lazy(() => loadSignedInArea().then((area) => ({ default: area[name] })));
