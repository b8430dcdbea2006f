/**
 * The disclaimer banner: shown after login until acknowledged, again after a reload. On small
 * screens its text is cut to two lines (chrome.css) so the page's heading still fits the first
 * screen; "Read more" shows the rest there. Screen readers always have the whole text.
 */
import { useId, useState } from 'react';
import { useSite } from './site-context';

/** Drawn by the signed-in layout until `onAcknowledge`: it shows again after a reload. */
export function DisclaimerBanner({ onAcknowledge }: { onAcknowledge: () => void }) {
  const { site } = useSite();
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  return (
    <section className={expanded ? 'disclaimer disclaimer--expanded' : 'disclaimer'} aria-label={site.disclaimer.label}>
      <p className="disclaimer__text" id={textId}>
        {site.disclaimer.text}
      </p>
      <div className="disclaimer__actions">
        <button
          type="button"
          className="disclaimer__more"
          aria-expanded={expanded}
          aria-controls={textId}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? site.disclaimer.readLess : site.disclaimer.readMore}
        </button>
        <button type="button" className="button button--light disclaimer__acknowledge" onClick={onAcknowledge}>
          {site.disclaimer.acknowledgeLabel}
        </button>
      </div>
    </section>
  );
}
