/** The learning library in a frame; its address is a deployment setting, never content. */
import type { PageProps } from '../../../engine/rendering/contract';
import { useRenderContext } from '../../../engine/rendering/render-context';
import { sandboxFor } from '../../shared/frame-sandbox';
import '../pages.css';

/** eLearning packages run scripts, forms and popups and read their own storage; they may not navigate the portal. */
const librarySandbox = 'allow-scripts allow-same-origin allow-forms allow-popups allow-downloads';

export function LearningLibraryPage({ route }: PageProps) {
  const { settings, site } = useRenderContext();
  const { title } = route.meta;
  return (
    <div className="page learning-library-page">
      <h1 className="page__title">{title}</h1>
      {settings.learningLibraryUrl ? (
        <iframe
          className="page-frame page-frame--library"
          src={settings.learningLibraryUrl}
          title={title}
          sandbox={sandboxFor(settings.learningLibraryUrl, librarySandbox)}
          allow="fullscreen"
        />
      ) : (
        <p role="alert" className="page__alert">
          {site.documents.libraryUnavailable}
        </p>
      )}
    </div>
  );
}
