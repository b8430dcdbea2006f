/**
 * Customer sign-in lockouts in force: the address refused after too many failed sign-ins (or the
 * limit across all addresses), the accounts that signed in from there lately, which still sign in
 * there with their password, since, until and the failures counted. An admin lifts one, audited.
 */
import { useState } from 'react';
import { type LoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router-dom';
import { consolePaths, type SignInLockout } from '../../../engine/shared/console/console-api';
import { consoleRequest } from '../api/console-http';
import { loadJson } from '../api/load';
import { useCanChange } from '../app/operator';
import { usePageTitle } from '../app/use-page-title';
import { ModalDialog } from '../shared/modal-dialog';
import { LockoutsTable, whoOf } from './lockouts-table';

export const lockoutsLoader = ({ request }: LoaderFunctionArgs) =>
  loadJson<SignInLockout[]>(request, consolePaths.lockouts);

export function LockoutsPage() {
  usePageTitle('Lockouts');
  const lockouts = useLoaderData<typeof lockoutsLoader>();
  const canChange = useCanChange();
  const { revalidate } = useRevalidator();
  const [lifting, setLifting] = useState<SignInLockout>();

  const lift = async () => {
    if (!lifting) return;
    await consoleRequest('POST', consolePaths.lockoutLifting, { address: lifting.address });
    await revalidate();
  };

  return (
    <>
      <h1>Sign-in lockouts</h1>
      <p>
        An address is refused for a while after too many failed sign-ins. Accounts that signed in from it lately still
        sign in there with their password; everyone else there waits until the time shown, unless you lift the lockout.
      </p>
      <LockoutsTable lockouts={lockouts} onLift={canChange ? setLifting : undefined} />
      {lifting && (
        <ModalDialog
          title={`Lift the lockout of ${whoOf(lifting)}`}
          confirmLabel="Lift the lockout"
          onConfirm={lift}
          onClose={() => setLifting(undefined)}
        >
          <p>
            Sign-ins from there are checked again at once, and its count of failed sign-ins starts again. The audit log
            records that you lifted it.
          </p>
        </ModalDialog>
      )}
    </>
  );
}
