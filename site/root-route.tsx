/** What the route table and the product lines' routes added to it share. */
import { Loading } from './chrome/loading';
import { Shell } from './chrome/shell';

/** The root route's id, under which each product line's route is added. */
export const rootId = 'root';

/** What a page shows while its route's code arrives. */
export const arriving = (
  <Shell>
    <Loading />
  </Shell>
);
