/** A failed load: says what happened and offers a retry, never a blank area. */
export function ErrorPanel({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <section className="error-panel" aria-labelledby="error-panel-heading">
      <h1 id="error-panel-heading">Something went wrong</h1>
      <p>{message}</p>
      <button type="button" className="button" onClick={onRetry}>
        Try again
      </button>
    </section>
  );
}
