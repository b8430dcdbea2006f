/**
 * Adds the route of the product line an address names, once per line (the router's
 * `patchRoutesOnNavigation`, app-routes.tsx), from the signed-in area's chunk: the login page's
 * script needs none of it. The manifest's loader comes with it, so the manifest is asked for as soon
 * as the line's route is known, beside the product area's code.
 */
import type { PatchRoutesOnNavigationFunction } from 'react-router-dom';
import { languageOfPath, pageLanguage } from '../../engine/shared/languages';
import { entryOfPath } from '../../engine/shared/routes/entry-of-path';
import { siteAnswer } from '../chrome/site-context';
import { dateLocaleReady } from '../language';
import { arriving, onlyWhenAskedAgain, rootId } from '../root-route';
import { manifestLoader } from './manifest-loader';

const productRouteId = (model: string) => `product:${model}`;

// The locale of the page's language starts loading as this code arrives, before a line is entered.
const dateLocale = dateLocaleReady();

export const patchProductRoute: PatchRoutesOnNavigationFunction = async ({ path, matches, patch }) => {
  const answer = await siteAnswer();
  // The router hands over the whole address, its language prefix (the basename) included.
  const entry = entryOfPath(answer.productPaths, languageOfPath(path, pageLanguage(answer.site).languages).rest);
  if (!entry || matches.some((match) => match.route.id === productRouteId(entry.model))) return;
  patch(rootId, [
    {
      id: productRouteId(entry.model),
      path: `${entry.pathPrefix}/*`,
      loader: (args) => manifestLoader(entry.model, args),
      // Once per visit of the line, its pages sharing the manifest the line took; again only when
      // the line's page asks for its data again (shared/route-answer.tsx).
      shouldRevalidate: onlyWhenAskedAgain,
      // The line's pages draw dates: the locale of the page's language comes before the first of them.
      lazy: () => Promise.all([import('./product-area'), dateLocale]).then(([area]) => area),
      hydrateFallbackElement: arriving,
    },
  ]);
};
