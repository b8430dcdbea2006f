/** The console's only page for a signed-out operator; after signing in, the page first asked for. */
import { useState } from 'react';
import { type LoaderFunctionArgs, redirect, useNavigate, useSearchParams } from 'react-router-dom';
import {
  type ConsoleSessionAnswer,
  consolePaths,
  type SignInRequest,
} from '../../../engine/shared/console/console-api';
import { consoleRequest, getJson, rememberCsrfToken } from '../api/console-http';
import { safeNext } from '../api/load';
import { rememberFailedSignIns } from '../app/failed-sign-ins';
import { consoleName, usePageTitle } from '../app/use-page-title';
import { SignInForm } from './sign-in-form';

export async function signInLoader({ request }: LoaderFunctionArgs) {
  const session = await getJson<ConsoleSessionAnswer>(consolePaths.session);
  if (session.signedIn) throw redirect(safeNext(new URL(request.url).searchParams.get('next')));
  return null;
}

export function SignInPage() {
  usePageTitle('Sign in');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [error, setError] = useState<string>();

  const signIn = async (request: SignInRequest) => {
    try {
      const session = await consoleRequest<ConsoleSessionAnswer>('POST', consolePaths.signIn, request);
      if (session.signedIn) {
        rememberCsrfToken(session.csrfToken);
        rememberFailedSignIns(session.failedSignIns);
      }
      navigate(safeNext(params.get('next')), { replace: true });
    } catch (failure) {
      setError((failure as Error).message);
    }
  };

  return (
    <>
      <header className="console-header">
        <p className="console-name">{consoleName}</p>
      </header>
      <main id="main" className="console-main sign-in">
        <h1>Sign in</h1>
        <SignInForm onSubmit={signIn} error={error} />
      </main>
    </>
  );
}
