/**
 * The login page's check of a sign-in link (`?auth=`), in the signed-in chunk with the route guard's
 * (use-auth-param.ts): the login page draws it only for a link (link-sign-in-part.tsx).
 */
import { checkingAccess, Loading } from '../errors/loading';
import { useAuthParam } from '../session/use-auth-param';

export function LinkSignIn({ onSuccess }: { onSuccess: (search: URLSearchParams) => void }) {
  useAuthParam(onSuccess);
  return <Loading label={checkingAccess} />;
}

// The default export is what React's lazy() takes.
export default LinkSignIn;
