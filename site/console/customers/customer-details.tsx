/**
 * Who the customer behind an account is: hospital, customer number, country, language, contact
 * and notes, and the day its access ends. An admin edits them in place; a viewer reads them.
 */
import { useState } from 'react';
import type { AccountDetailsChange, AccountSummary, SiteLanguage } from '../../../engine/shared/console/console-api';
import { formatUtcDay } from '../shared/format';
import { countryName } from './country-names';
import { CustomerDetailsForm } from './customer-details-form';

export interface CustomerDetailsProps {
  account: AccountSummary;
  languages: SiteLanguage[];
  /** Absent for a viewer: no control that changes anything. */
  onSave?: (change: AccountDetailsChange) => Promise<void>;
}

const notSet = 'Not set';

/** The access end as the console says it: whether it is still to come or has passed. */
function accessEndText(account: Pick<AccountSummary, 'accessEndsOn' | 'accessEnded'>): string {
  if (account.accessEndsOn === null) return 'No end date';
  const day = formatUtcDay(account.accessEndsOn);
  return account.accessEnded ? `Ended on ${day}: the account signs in no more` : `Ends on ${day} (00:00 UTC)`;
}

export function CustomerDetails({ account, languages, onSave }: CustomerDetailsProps) {
  const [editing, setEditing] = useState(false);
  const { details } = account;
  const language = languages.find((candidate) => candidate.code === details.language);
  return (
    <section aria-labelledby="customer-heading">
      <h2 id="customer-heading">Customer</h2>
      {editing && onSave ? (
        <CustomerDetailsForm
          account={account}
          languages={languages}
          onSave={async (change) => {
            await onSave(change);
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <>
          <dl className="facts">
            <dt>Hospital name</dt>
            <dd>{details.hospitalName ?? notSet}</dd>
            <dt>Customer number</dt>
            <dd>{details.customerNumber ?? notSet}</dd>
            <dt>Country</dt>
            <dd>{details.country ? countryName(details.country) : notSet}</dd>
            <dt>Language</dt>
            <dd>{details.language ? (language?.name ?? details.language) : notSet}</dd>
            <dt>Contact person</dt>
            <dd>{details.contactName ?? notSet}</dd>
            <dt>Contact e-mail</dt>
            <dd>
              {details.contactEmail ? <a href={`mailto:${details.contactEmail}`}>{details.contactEmail}</a> : notSet}
            </dd>
            <dt>Notes</dt>
            <dd className="notes">{details.notes ?? 'None'}</dd>
            <dt>Access</dt>
            <dd>{accessEndText(account)}</dd>
          </dl>
          {onSave && (
            <button type="button" className="button" onClick={() => setEditing(true)}>
              Edit customer details
            </button>
          )}
        </>
      )}
    </section>
  );
}
