/**
 * The link check (link-sign-in.tsx) as a part of the signed-in chunk: until the chunk arrives the
 * page says it is checking. When the chunk cannot be fetched the link counts as a check that failed:
 * the credential leaves the address, and the password form shows.
 */
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { checkingAccess, Loading } from '../errors/loading';
import { signedInChunk } from '../guard/signed-in-chunk';
import { withoutAuthParam } from '../session/auth-param';

function DropLink() {
  const location = useLocation();
  const navigate = useNavigate();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the address the link came with.
  useEffect(() => {
    navigate(withoutAuthParam(location), { replace: true, state: location.state });
  }, []);
  return null;
}

export const LinkSignIn = signedInChunk.part(
  (chunk) => chunk.LinkSignIn,
  ({ failed }) => (failed ? <DropLink /> : <Loading label={checkingAccess} />),
);
