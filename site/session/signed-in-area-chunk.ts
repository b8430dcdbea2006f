/**
 * The signed-in area's code (signed-in-area.tsx) from one import, whoever asks for it: the
 * catalogue's and the not-found page's routes, the page frame, and the login page, which fetches it
 * while the user types. Each import written out would cost the login page's script its own copy of
 * the chunk's file list.
 */
import { type ComponentType, lazy } from 'react';
import { firstScreenDrawn } from '../shared/after-first-screen';

export const loadSignedInArea = () => import('./signed-in-area');

/**
 * A component of the signed-in area for the login page or the page frame, drawn once the chunk has
 * arrived. A part the first screen can do without (`later`: the footer, the language switcher, the
 * other tabs' listener) is asked for only once that screen is drawn (after-first-screen.ts), and is
 * left out if its code does not arrive.
 */
export const signedInAreaPart = (
  name: 'LinkSignIn' | 'LoginNotice' | 'HeaderNav' | 'DisclaimerBanner' | 'LanguageSwitcher' | 'PageFoot' | 'OtherTabs',
  later?: boolean,
) =>
  lazy(() =>
    later
      ? firstScreenDrawn.then(loadSignedInArea).then(
          (area) => ({ default: area[name] as ComponentType }),
          // What the page can do without costs only itself when its code does not arrive (offline).
          () => ({ default: () => null }),
        )
      : loadSignedInArea().then((area) => ({ default: area[name] as ComponentType })),
  );
