import { useSiteTexts } from '../../engine/rendering/render-context';

/** A page whose route names a section the line does not have: without it the page would be blank. */
export function NoContentYet({ title, className }: { title: string; className: string }) {
  const texts = useSiteTexts().documents;
  return (
    <div className={`page ${className}`}>
      <h1 className="page__title">{title}</h1>
      <p role="alert" className="page__alert page__alert--info">
        {texts.noContentYet}
      </p>
    </div>
  );
}
