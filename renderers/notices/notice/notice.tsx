/**
 * A safety notice as the portal draws it: its severity, title, date, the devices (GTINs) and
 * software versions it concerns, its body and its PDF. The line's home shows the recent ones
 * above everything (RecentNotices); What's new lists every one by its date.
 */
import { useId } from 'react';
import type { NoticeProps } from '../../../engine/rendering/contract';
import { NoticeView } from '../../../engine/rendering/dispatch';
import { useRenderContext, useSiteTexts } from '../../../engine/rendering/render-context';
import { downloadHref } from '../../../engine/shared/documents/links';
import { recentNotices } from '../../../engine/shared/notices/recent-notices';
import { usePageFormats } from '../../shared/use-page-formats';
import './notice.css';

const headings = { h2: 'h2', h3: 'h3' } as const satisfies Record<NoticeProps['heading'], string>;

/** Every severity's renderer (registry.ts): the severity names the panel's colour and its first line. */
export function NoticePanel({ notice, heading }: NoticeProps) {
  const texts = useSiteTexts().notices;
  const formats = usePageFormats();
  const titleId = useId();
  const Heading = headings[heading];
  return (
    <article className={`notice notice--${notice.severity}`} aria-labelledby={titleId}>
      <p className="notice__severity">{texts.severity[notice.severity]}</p>
      <Heading id={titleId} className="notice__title">
        {notice.title}
      </Heading>
      <dl className="notice__facts">
        <dt>{texts.issued}</dt>
        <dd>
          <time dateTime={notice.date}>{formats.date(notice.date)}</time>
        </dd>
        <dt>{texts.devices}</dt>
        <dd>{notice.gtins.join(', ')}</dd>
        {notice.softwareVersions && notice.softwareVersions.length > 0 && (
          <>
            <dt>{texts.softwareVersions}</dt>
            <dd>{notice.softwareVersions.join(', ')}</dd>
          </>
        )}
      </dl>
      <div
        className="notice__body"
        // The content compiler sanitises every notice body with the raw HTML rows' allow-list.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised at compile time by sanitizeRawHtml (engine/compiler/compile/sanitize.ts)
        dangerouslySetInnerHTML={{ __html: notice.body }}
      />
      <p className="notice__pdf">
        <a href={downloadHref(notice)} target="_blank" rel="noopener">
          {texts.readPdf}
        </a>
      </p>
    </article>
  );
}

/** The line's notices of the last days the site settings name, above everything on its home; nothing when none is recent. */
export function RecentNotices() {
  const { compiled, site, today } = useRenderContext();
  const headingId = useId();
  const recent = today ? recentNotices(compiled.product.notices ?? [], today, site.notices.recentDays) : [];
  if (recent.length === 0) return null;
  return (
    <section className="recent-notices" aria-labelledby={headingId}>
      <h2 id={headingId} className="recent-notices__heading">
        {site.notices.heading}
      </h2>
      {recent.map((notice) => (
        <NoticeView key={notice.id} notice={notice} heading="h3" />
      ))}
    </section>
  );
}
