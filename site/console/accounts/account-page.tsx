/**
 * One customer account: its product lines, password, state, sign-in links, hospital sign-in and sessions. A viewer sees
 * all of it and no control that changes it.
 */
import { useState } from 'react';
import { Link, type LoaderFunctionArgs, useLoaderData, useNavigate, useRevalidator } from 'react-router-dom';
import {
  type AccountDetailsChange,
  type AccountSummary,
  type AccountUsage,
  type CatalogueLine,
  type CustomerSession,
  consolePaths,
  type HospitalSignIn,
  type NamedPerson,
  type PasswordShownOnce,
  type PlainHashLinkSetting,
  type SignInLink,
  type SignInLockout,
  type SiteLanguage,
} from '../../../engine/shared/console/console-api';
import { consoleRequest, withQuery } from '../api/console-http';
import { loadJson } from '../api/load';
import { useCanChange } from '../app/operator';
import { usePageTitle } from '../app/use-page-title';
import { AccountLockouts } from '../customers/account-lockouts';
import { AccountPeople } from '../customers/account-people';
import { AccountUsageSection } from '../customers/account-usage';
import { CustomerDetails } from '../customers/customer-details';
import { FormError } from '../shared/form-error';
import { formatTime } from '../shared/format';
import { lineTitles, titlesOf } from '../shared/line-titles';
import { PasswordOnce } from '../shared/password-once';
import { AccountSessions } from './account-sessions';
import { stateOf } from './account-state';
import { HospitalSignInSettings } from './hospital-sign-in-settings';
import { LineChoices } from './line-choices';
import { PlainHashLink } from './plain-hash-link';
import { RemoveAccountDialog } from './remove-account-dialog';
import { SignInLink as PasswordLink } from './sign-in-link';
import { SignInLinks } from './sign-in-links';

export async function accountLoader({ request, params }: LoaderFunctionArgs) {
  const name = params.name ?? '';
  const [account, sessions, catalogue, links, languages, usage, lockouts, people, hospitalSignIn] = await Promise.all([
    loadJson<AccountSummary>(request, consolePaths.account(name)),
    loadJson<CustomerSession[]>(request, consolePaths.accountSessions(name)),
    loadJson<CatalogueLine[]>(request, consolePaths.catalogue),
    loadJson<SignInLink[]>(request, consolePaths.accountLinks(name)),
    loadJson<SiteLanguage[]>(request, consolePaths.languages),
    loadJson<AccountUsage>(request, consolePaths.accountUsage(name)),
    loadJson<SignInLockout[]>(request, consolePaths.lockouts),
    loadJson<NamedPerson[]>(request, consolePaths.accountPeople(name)),
    loadJson<HospitalSignIn>(request, consolePaths.accountHospitalSignIn(name)),
  ]);
  return { account, sessions, catalogue, links, languages, usage, lockouts, people, hospitalSignIn };
}

function ProductLines({
  account,
  catalogue,
  change,
}: {
  account: AccountSummary;
  catalogue: CatalogueLine[];
  change?: (models: string[]) => Promise<void>;
}) {
  const [models, setModels] = useState(account.models);
  if (!change) return <p>{lineTitles(account.models, titlesOf(catalogue)) || 'None'}</p>;
  return (
    <form
      className="form"
      onSubmit={(event) => {
        event.preventDefault();
        void change(models);
      }}
    >
      <LineChoices catalogue={catalogue} chosen={models} onChange={setModels} legend="Product lines it may open" />
      <button type="submit" className="button">
        Save product lines
      </button>
    </form>
  );
}

export function AccountPage() {
  const { account, sessions, catalogue, links, languages, usage, lockouts, people, hospitalSignIn } =
    useLoaderData<typeof accountLoader>();
  usePageTitle(`Account ${account.name}`);
  const canChange = useCanChange();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [password, setPassword] = useState<string>();
  const [removing, setRemoving] = useState(false);

  const act = async (what: () => Promise<unknown>, done: string) => {
    setError(undefined);
    setNotice(undefined);
    try {
      await what();
      setNotice(done);
      await revalidate();
    } catch (failure) {
      setError((failure as Error).message);
    }
  };
  const name = account.name;
  const saveDetails = async (change: AccountDetailsChange) => {
    setError(undefined);
    setNotice(undefined);
    await consoleRequest('PATCH', consolePaths.accountDetails(name), change);
    setNotice('Customer details saved.');
    await revalidate();
  };
  const change = (models: string[]) =>
    act(() => consoleRequest('PATCH', consolePaths.account(name), { models }), 'Product lines saved.');
  const setPlainHashLink = (plainHashLink: PlainHashLinkSetting) =>
    act(() => consoleRequest('PATCH', consolePaths.account(name), { plainHashLink }), 'Plain-hash link setting saved.');
  const rotate = () =>
    act(async () => {
      const answer = await consoleRequest<PasswordShownOnce>('POST', consolePaths.accountPassword(name), {});
      setPassword(answer.password);
    }, 'New password set; its sessions have ended.');
  const toggle = () =>
    act(
      () => consoleRequest('PATCH', consolePaths.account(name), { enabled: !account.enabled }),
      account.enabled ? 'Account disabled; its sessions have ended.' : 'Account enabled.',
    );
  const remove = async (discardOpenRequests: boolean) => {
    await consoleRequest(
      'DELETE',
      withQuery(consolePaths.account(name), { discardOpenRequests: String(discardOpenRequests) }),
    );
    navigate('/accounts');
  };

  return (
    <>
      <p className="trail">
        <Link to="/accounts">Accounts</Link>
      </p>
      <h1>Account {name}</h1>
      <FormError message={error} />
      <p role="status" className="notice">
        {notice}
      </p>
      <dl className="facts">
        <dt>State</dt>
        <dd>{stateOf(account)}</dd>
        <dt>Created</dt>
        <dd>{formatTime(account.createdAt)}</dd>
        <dt>Last sign-in</dt>
        <dd>{formatTime(account.lastSignIn)}</dd>
      </dl>
      <CustomerDetails account={account} languages={languages} onSave={canChange ? saveDetails : undefined} />
      <p>
        <Link to="acknowledgements">Read and understood: who confirmed which document version</Link>
      </p>
      <section aria-labelledby="lines-heading">
        <h2 id="lines-heading">Product lines</h2>
        <ProductLines account={account} catalogue={catalogue} change={canChange ? change : undefined} />
      </section>
      <SignInLinks account={name} links={links} onChanged={canChange ? revalidate : undefined} />
      <PlainHashLink account={account} onChange={canChange ? setPlainHashLink : undefined} />
      <HospitalSignInSettings
        account={name}
        hospitalSignIn={hospitalSignIn}
        onChanged={canChange ? revalidate : undefined}
      />
      {canChange && account.plainHashLinkAllowed && (
        <PasswordLink key={password} account={name} knownPassword={password} />
      )}
      {canChange && (
        <section aria-labelledby="changes-heading">
          <h2 id="changes-heading">Password and state</h2>
          {password && <PasswordOnce account={name} password={password} />}
          <div className="actions">
            <button type="button" className="button" onClick={rotate}>
              Rotate password
            </button>
            <button type="button" className="button" onClick={toggle}>
              {account.enabled ? 'Disable account' : 'Enable account'}
            </button>
            <button type="button" className="button button--danger" onClick={() => setRemoving(true)}>
              Remove account
            </button>
          </div>
        </section>
      )}
      <AccountSessions
        sessions={sessions}
        onRevoke={
          canChange
            ? (id) => act(() => consoleRequest('DELETE', consolePaths.accountSession(name, id)), 'Session ended.')
            : undefined
        }
        onRevokeAll={
          canChange
            ? () => act(() => consoleRequest('DELETE', consolePaths.accountSessions(name)), 'All sessions ended.')
            : undefined
        }
      />
      <AccountPeople
        people={people}
        onRemove={
          canChange
            ? async (person) => {
                await consoleRequest('DELETE', consolePaths.accountPerson(name, person.id));
                setNotice(`${person.name} removed; their sessions have ended.`);
                await revalidate();
              }
            : undefined
        }
      />
      <AccountLockouts account={name} lockouts={lockouts} canLift={canChange} />
      <AccountUsageSection usage={usage} />
      {removing && <RemoveAccountDialog account={name} onRemove={remove} onClose={() => setRemoving(false)} />}
    </>
  );
}
