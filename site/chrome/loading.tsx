/** A polite live status while something loads, so screen readers hear progress instead of silence. */
export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <p className="status" role="status">
      {label}
    </p>
  );
}

/** While the server checks a sign-in link or a session this tab did not store. */
export const checkingAccess = 'Checking your access…';
