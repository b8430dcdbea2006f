/** What the route table and the product lines' routes added to it share. */
import type { ShouldRevalidateFunction } from 'react-router-dom';
import { Loading } from './chrome/loading';
import { Shell } from './chrome/shell';

/**
 * When a signed-in route's loader runs again: when its page asks (useRevalidator), not when the
 * address below the route changes, since its answers serve every page of the route and each run
 * asks the server again.
 */
export const onlyWhenAskedAgain: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.href === nextUrl.href;

/** The root route's id, under which each product line's route is added. */
export const rootId = 'root';

/** What a page shows while its route's code arrives. */
export const arriving = (
  <Shell>
    <Loading />
  </Shell>
);
