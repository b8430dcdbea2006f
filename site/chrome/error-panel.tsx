/** A failed load: says what happened and offers a retry, never a blank area. */
import { isApiError } from '../api/errors';
import { useSiteIfThere } from './site-texts';
import { textsBeforeSite } from './texts-before-site';

type ErrorTexts = NonNullable<ReturnType<typeof useSiteIfThere>>['site']['errors'];

/** What a failed request means to the reader, in the page's language when the site texts are there. */
function messageOf(error: unknown, texts: ErrorTexts | undefined): string {
  if (texts && isApiError(error)) return texts.requests[error.kind];
  return error instanceof Error ? error.message : String(error);
}

interface ErrorPanelProps {
  /** What failed: an ApiError is told by its kind; another error by its message. */
  error?: unknown;
  /** Said instead of the error's own words. */
  message?: string;
  onRetry: () => void;
}

export function ErrorPanel({ error, message, onRetry }: ErrorPanelProps) {
  // Without the site texts (they are what failed to load) the panel speaks the default language.
  const texts = useSiteIfThere()?.site.errors;
  const words = texts ?? textsBeforeSite.errors;
  return (
    <section className="error-panel" aria-labelledby="error-panel-heading">
      <h1 id="error-panel-heading">{words.heading}</h1>
      <p>{message ?? messageOf(error, texts)}</p>
      <button type="button" className="button" onClick={onRetry}>
        {words.tryAgain}
      </button>
    </section>
  );
}
