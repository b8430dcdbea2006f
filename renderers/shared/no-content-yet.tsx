/** A page whose route names a section the line does not have: without it the page would be blank. */
export function NoContentYet({ title, className }: { title: string; className: string }) {
  return (
    <div className={`page ${className}`}>
      <h1 className="page__title">{title}</h1>
      <p role="alert" className="page__alert page__alert--info">
        This section has no content yet.
      </p>
    </div>
  );
}
