/** A polite live status while something loads, so screen readers hear progress instead of silence. */
import { useSiteIfThere } from './site-texts';

export function Loading({ label }: { label?: string }) {
  const texts = useSiteIfThere()?.site.chrome;
  return (
    <p className="status" role="status">
      {label ?? texts?.loading ?? '…'}
    </p>
  );
}

/** While the server checks a sign-in link or a session this tab did not store. */
export function CheckingAccess() {
  return <Loading label={useSiteIfThere()?.site.chrome.checkingAccess} />;
}
