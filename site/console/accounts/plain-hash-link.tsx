/**
 * Whether the specification's plain-hash link (`?auth=` with the password's SHA-256) signs in to
 * the account: its own setting, or the server's default (PLAIN_SIGN_IN_LINKS). Such a link never
 * expires and dies only with the password; password sign-in and issued links are not affected.
 */
import { useState } from 'react';
import type { AccountSummary, PlainHashLinkSetting } from '../../../engine/shared/console/console-api';

const settingNames: Record<PlainHashLinkSetting, string> = {
  default: "The server's default",
  allowed: 'Allowed',
  refused: 'Refused',
};

export function PlainHashLink({
  account,
  onChange,
}: {
  account: AccountSummary;
  /** Absent for a viewer. */
  onChange?: (setting: PlainHashLinkSetting) => Promise<void>;
}) {
  const [setting, setSetting] = useState(account.plainHashLink);
  const now = account.plainHashLinkAllowed ? 'signs in' : 'is refused';
  return (
    <section aria-labelledby="plain-link-heading">
      <h2 id="plain-link-heading">Plain-hash link</h2>
      <p>
        The link made from the password's key never expires and cannot be revoked without a new password. For this
        account it {now} ({settingNames[account.plainHashLink].toLowerCase()}).
      </p>
      {onChange && (
        <form
          className="form"
          onSubmit={(event) => {
            event.preventDefault();
            void onChange(setting);
          }}
        >
          <label className="field">
            <span>Plain-hash link</span>
            <select value={setting} onChange={(e) => setSetting(e.target.value as PlainHashLinkSetting)}>
              {(Object.keys(settingNames) as PlainHashLinkSetting[]).map((value) => (
                <option key={value} value={value}>
                  {settingNames[value]}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="button">
            Save setting
          </button>
        </form>
      )}
    </section>
  );
}
