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

export function SignedInPerson() {
  const { site } = useSite();
  const session = useSignedIn()?.session;
  return session ? (
    <Suspense fallback={null}>
      <Await resolve={session} errorElement={null}>
        {({ person }: SessionAnswer) =>
          person && (
            <span className="signed-in-person">{fillText(site.login.hospital.signedInAs, { name: person.name })}</span>
          )
        }
      </Await>
    </Suspense>
  ) : null;
}
