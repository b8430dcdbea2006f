/**
 * The customer details of an account as a form: every detail with its current value, the country
 * and language chosen from lists, the access end as a day. The server checks them (a field it
 * refuses is marked, with its reason) and everything typed stays for a second try.
 */
import { type FormEvent, type ReactNode, useState } from 'react';
import type { AccountDetailsChange, AccountSummary, SiteLanguage } from '../../../engine/shared/console/console-api';
import { accessEndsField, type CustomerField, customerFields } from '../../../engine/shared/console/customer-fields';
import { ConsoleError } from '../api/console-http';
import { FormError } from '../shared/form-error';
import { countryChoices } from './country-names';

export interface CustomerDetailsFormProps {
  account: AccountSummary;
  languages: SiteLanguage[];
  onSave: (change: AccountDetailsChange) => Promise<void>;
  onCancel: () => void;
}

type Values = Record<CustomerField | 'accessEndsOn', string>;

const valuesOf = (account: AccountSummary): Values => ({
  ...(Object.fromEntries(customerFields.map((field) => [field.key, account.details[field.key] ?? ''])) as Record<
    CustomerField,
    string
  >),
  accessEndsOn: account.accessEndsOn ?? '',
});

export function CustomerDetailsForm({ account, languages, onSave, onCancel }: CustomerDetailsFormProps) {
  const [values, setValues] = useState(() => valuesOf(account));
  const [error, setError] = useState<string>();
  const [fields, setFields] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    setFields({});
    try {
      await onSave(values);
    } catch (failure) {
      setError((failure as Error).message);
      if (failure instanceof ConsoleError) setFields(failure.fields);
    } finally {
      setBusy(false);
    }
  };

  const fieldProps = (key: keyof Values, hinted = false) => {
    const described = [hinted && `customer-${key}-hint`, fields[key] && `customer-${key}-problem`].filter(Boolean);
    return {
      id: `customer-${key}`,
      name: key,
      value: values[key],
      onChange: (event: { target: { value: string } }) => setValues({ ...values, [key]: event.target.value }),
      'aria-invalid': fields[key] ? ('true' as const) : undefined,
      'aria-describedby': described.length > 0 ? described.join(' ') : undefined,
    };
  };
  const problem = (key: keyof Values) =>
    fields[key] && (
      <span id={`customer-${key}-problem`} className="form-error">
        {fields[key]}
      </span>
    );
  const labelled = (key: keyof Values, label: string, control: ReactNode, hint?: string) => (
    <div className="field" key={key}>
      <label htmlFor={`customer-${key}`}>{label}</label>
      {hint && (
        <span id={`customer-${key}-hint`} className="hint">
          {hint}
        </span>
      )}
      {control}
      {problem(key)}
    </div>
  );

  return (
    // The server's check is the one that counts, said in its words beside the field.
    <form className="form" onSubmit={submit} aria-label="Customer details" noValidate>
      <FormError message={error} />
      {customerFields.map((field) => {
        if (field.key === 'country') {
          return labelled(
            field.key,
            field.label,
            <select {...fieldProps(field.key)}>
              <option value="">Not set</option>
              {countryChoices.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </select>,
          );
        }
        if (field.key === 'language') {
          return labelled(
            field.key,
            field.label,
            <select {...fieldProps(field.key)}>
              <option value="">Not set</option>
              {languages.map((language) => (
                <option key={language.code} value={language.code}>
                  {language.name} ({language.code})
                </option>
              ))}
            </select>,
          );
        }
        if (field.multiline) {
          return labelled(field.key, field.label, <textarea rows={4} {...fieldProps(field.key)} />);
        }
        const type = field.key === 'contactEmail' ? 'email' : 'text';
        return labelled(field.key, field.label, <input type={type} autoComplete="off" {...fieldProps(field.key)} />);
      })}
      {labelled(
        accessEndsField.key,
        accessEndsField.label,
        <input type="date" {...fieldProps(accessEndsField.key, true)} />,
        'From 00:00 UTC that day the account signs in no more, by any way, and its sessions end. Empty: no end.',
      )}
      <div className="actions">
        <button type="submit" className="button" disabled={busy}>
          Save customer details
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
