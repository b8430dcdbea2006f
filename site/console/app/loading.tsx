/** While the first page's data is read: said to screen readers, nothing that shifts the page. */
export function Loading() {
  return (
    <p role="status" className="loading">
      Loading the console…
    </p>
  );
}
