/**
 * Video page: the route's title, its video (meta.url) at 800 by 600, shrinking on small screens, and
 * its transcript in a disclosure. A video file of this site plays in the page with its caption
 * tracks; a host's or a package's player is framed.
 */
import { useId } from 'react';
import type { PageProps } from '../../../engine/rendering/contract';
import { useSiteTexts } from '../../../engine/rendering/render-context';
import { isVideoFile } from '../../../engine/shared/documents/links';
import { languageName } from '../../../engine/shared/languages';
import type { CompiledRoute } from '../../../engine/shared/types';
import { sandboxFor } from '../../shared/frame-sandbox';
import { usePageFormats } from '../../shared/use-page-formats';
import '../pages.css';

/** Video players need scripts, their own origin (cookies, storage) and fullscreen; nothing else, no top navigation. */
const videoSandbox = 'allow-scripts allow-same-origin allow-presentation allow-popups';

type Meta = CompiledRoute['meta'];

export function VideoPage({ route }: PageProps) {
  const { title, url, lang, transcript } = route.meta;
  const texts = useSiteTexts().documents;
  const headingId = useId();
  return (
    <div className="page video-page">
      <h1 id={headingId} className="page__title" lang={lang}>
        {title}
      </h1>
      {!url ? (
        <p role="alert" className="page__alert">
          {texts.videoUnavailable}
        </p>
      ) : isVideoFile(url) ? (
        <VideoFile meta={route.meta} src={url} labelledBy={headingId} />
      ) : (
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
      )}
      {transcript && (
        <details className="video-transcript">
          <summary className="video-transcript__summary">{texts.transcript}</summary>
          <div className="video-transcript__text" lang={lang}>
            {transcript.map((paragraph, i) => (
              // A transcript is read in order and never reordered: its place is its identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs may repeat words, never places
              <p key={i}>{paragraph}</p>
            ))}
          </div>
        </details>
      )}
    </div>
  );
}

/**
 * The browser's own player, named by the page's heading. The captions in the reader's language are
 * on from the start, as ward computers often have no sound; the player's menu offers the others.
 */
function VideoFile({ meta, src, labelledBy }: { meta: Meta; src: string; labelledBy: string }) {
  const { lang, languages } = usePageFormats();
  return (
    // biome-ignore lint/a11y/useMediaCaption: its caption tracks are the content's, one per language, drawn below
    <video
      className="page-frame page-frame--video"
      src={src}
      aria-labelledby={labelledBy}
      width={800}
      height={600}
      controls
      preload="metadata"
      playsInline
    >
      {meta.captions?.map((track) => (
        <track
          key={track.lang}
          kind="captions"
          src={track.src}
          srcLang={track.lang}
          label={track.label ?? languageName(track.lang, languages)}
          default={track.lang === lang}
        />
      ))}
    </video>
  );
}
