/** The disclaimer banner: shown after login until acknowledged, again after a reload. */

import { useSession } from '../session/session-context';
import { useSite } from './site-context';

export function DisclaimerBanner() {
  const { site } = useSite();
  const { authenticated, disclaimerClosed, closeDisclaimer } = useSession();
  if (!authenticated || disclaimerClosed) return null;
  return (
    <section className="disclaimer" aria-label="Disclaimer">
      <p className="disclaimer__text">{site.disclaimer.text}</p>
      <button type="button" className="button button--light" onClick={closeDisclaimer}>
        {site.disclaimer.acknowledgeLabel}
      </button>
    </section>
  );
}
