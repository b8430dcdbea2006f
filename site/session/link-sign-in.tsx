/**
 * The login page's check of a sign-in link (`?auth=`), in the signed-in area's chunk with the route
 * guard's (use-auth-param.ts), which the link leads to: the login page draws it only for a link.
 */
import { CheckingAccess } from '../chrome/loading';
import { useContinueAfterLogin } from './continue-after-login';
import { useAuthParam } from './use-auth-param';

export function LinkSignIn() {
  useAuthParam(useContinueAfterLogin());
  return <CheckingAccess />;
}
