/**
 * The placeholder of a part that is a whole page: the page frame with the loading state, or after a
 * failed fetch the error panel whose Try again fetches the chunk anew.
 */
import { ApiError } from '../api/errors';
import { Shell } from '../chrome/shell';
import { ErrorPanel } from '../errors/error-panel';
import { Loading } from '../errors/loading';
import type { Placeholder } from './lazy-part';

export const inPageFrame: Placeholder = ({ failed, retry }) => (
  <Shell>
    {failed ? (
      // A chunk that does not arrive is the network's failure, and is said the same way.
      <ErrorPanel message={new ApiError('network').message} onRetry={retry} />
    ) : (
      <Loading />
    )}
  </Shell>
);
