/**
 * A component whose code comes with the signed-in area's chunk (vite.config.ts groups it there), for
 * a page that draws without it: the login page, the page frame. A part the first screen can do
 * without (`later`: the footer, the language switcher, the other tabs' listener) is asked for only
 * once that screen is drawn (after-first-screen.ts), and is left out if its code does not arrive.
 */
import { type ComponentType, lazy } from 'react';
import { firstScreenDrawn } from './after-first-screen';

export const lazyPart = <P extends object>(load: () => Promise<ComponentType<P>>, later?: boolean) =>
  lazy(() =>
    later
      ? firstScreenDrawn.then(load).then(
          (part) => ({ default: part }),
          // What the page can do without costs only itself when its code does not arrive (offline).
          () => ({ default: (() => null) as ComponentType<P> }),
        )
      : load().then((part) => ({ default: part })),
  );
