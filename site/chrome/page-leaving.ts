/**
 * Whether the page on screen is being left for another route whose code or data is still on its way
 * (the catalogue for a product line whose code has not arrived, one line for another): the page frame
 * then shows the loading state, not the page being left, which would look like a link that did
 * nothing. Moves within the route on screen (a line's own pages, whose route has come already) keep
 * the page until the next one is drawn, so they never flash the loading state. Found by the signed-in
 * layout: the login page's form stays while sign-in leads on.
 */
import { useMatches, useNavigation } from 'react-router-dom';
import { signedInRouteId } from '../session/signed-in-loader';

export function usePageLeaving(): boolean {
  const navigation = useNavigation();
  const matches = useMatches();
  // Below the signed-in layout, the route on screen: the catalogue, the not-found page or a product line.
  const page = matches[matches.findIndex((match) => match.id === signedInRouteId) + 1];
  if (navigation.state !== 'loading' || !page) return false;
  const to = navigation.location.pathname;
  // A line's route ends in a splat: what it matched beyond its prefix is params['*'].
  const rest = page.params['*'];
  const prefix = rest === undefined ? page.pathname : page.pathname.slice(0, page.pathname.length - rest.length);
  return to !== page.pathname && (prefix === '/' || !to.startsWith(prefix));
}
