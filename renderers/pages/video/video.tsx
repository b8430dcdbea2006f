/** Video page: the route's title and its video (meta.url) in an 800 by 600 frame that shrinks on small screens. */
import type { PageProps } from '../../../engine/rendering/contract';
import { useSiteTexts } from '../../../engine/rendering/render-context';
import { sandboxFor } from '../../shared/frame-sandbox';
import '../pages.css';

/** Video players need scripts, their own origin (cookies, storage) and fullscreen; nothing else, no top navigation. */
const videoSandbox = 'allow-scripts allow-same-origin allow-presentation allow-popups';

export function VideoPage({ route }: PageProps) {
  const { title, url, lang } = route.meta;
  const texts = useSiteTexts().documents;
  return (
    <div className="page video-page">
      <h1 className="page__title" lang={lang}>
        {title}
      </h1>
      {url ? (
        <iframe
          className="page-frame page-frame--video"
          src={url}
          title={title}
          lang={lang}
          width={800}
          height={600}
          sandbox={sandboxFor(url, videoSandbox)}
          allow="fullscreen; picture-in-picture; encrypted-media"
          referrerPolicy="strict-origin-when-cross-origin"
          loading="lazy"
        />
      ) : (
        <p role="alert" className="page__alert">
          {texts.videoUnavailable}
        </p>
      )}
    </div>
  );
}
