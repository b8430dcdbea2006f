/**
 * The header's line naming the person signed in with their hospital's account, from the session
 * answer on its way (the signed-in layout's loader); nothing for the shared password, nor while the
 * answer is on its way or when it fails (the page says that).
 */
import { Suspense } from 'react';
import { Await } from 'react-router-dom';
import { fillText } from '../../engine/shared/fill-text';
import type { SessionAnswer } from '../../engine/shared/types';
import { useSignedIn } from '../session/signed-in-loader';
import { useSite } from './site-context';

/** A failed answer draws nothing here: without an errorElement, Await would throw it to the route's error page. */
function Nothing() {
  return null;
}

export function SignedInPerson() {
  const { site } = useSite();
  const session = useSignedIn()?.session;
  return session ? (
    <Suspense fallback={null}>
      <Await resolve={session} errorElement={<Nothing />}>
        {({ person }: SessionAnswer) =>
          person && (
            <span className="signed-in-person">{fillText(site.login.hospital.signedInAs, { name: person.name })}</span>
          )
        }
      </Await>
    </Suspense>
  ) : null;
}
