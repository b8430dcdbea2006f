/**
 * A line's Atom feed in a language (RFC 4287), made with `feed` from its public changes. Ids are
 * addresses made from the content alone (the line, the language, the notice's id or the
 * document's file and version), and `updated` is the newest change's day, so a feed built again
 * from the same content is the same feed.
 */
import escapeHtml from 'escape-html';
import { Feed } from 'feed';
import { eifuLinePaths, noticePdfPath } from '../../engine/shared/eifu/eifu-addresses';
import { fillText } from '../../engine/shared/fill-text';
import { type CompiledContent, contentIn } from '../content/compiled-content';
import { lineNoticesIn, publicChangesOf } from './public-changes';

const dayOf = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

export function atomFeedOf(content: CompiledContent, model: string, lang: string, origin: string): string | undefined {
  const line = lineNoticesIn(content, model, lang);
  if (!line) return undefined;
  const { site } = contentIn(content, lang);
  const texts = site.notices;
  const paths = eifuLinePaths(model, lang);
  const page = `${origin}${paths.page}`;
  const changes = publicChangesOf(content, model, lang);
  const feed = new Feed({
    id: `${origin}${paths.feed}`,
    title: fillText(texts.feedTitle, { line: line.title }),
    // RFC 4287 wants an author of the feed or of every entry: the site's.
    author: { name: site.siteTitle },
    link: page,
    feed: `${origin}${paths.feed}`,
    language: lang,
    // An empty feed has changed never; the epoch keeps it stable.
    updated: dayOf(changes[0]?.date ?? '1970-01-01'),
    generator: false,
  });
  for (const change of changes) {
    if (change.kind === 'notice') {
      const { notice } = change;
      feed.addItem({
        id: `${page}#notice-${notice.id}`,
        title: escapeHtml(`${texts.severity[notice.severity]}: ${notice.title}`),
        link: `${origin}${noticePdfPath(notice.filePath)}`,
        date: dayOf(notice.date),
        content: notice.body,
      });
    } else {
      const { revision } = change;
      const name = revision.version ? `${revision.name} (${revision.version})` : revision.name;
      feed.addItem({
        id: `${page}#ifu-${encodeURIComponent(revision.key)}`,
        title: escapeHtml(fillText(texts.feedIfuEntry, { document: name })),
        // The key is the version's public file address.
        link: `${origin}${revision.key}`,
        date: dayOf(revision.date),
      });
    }
  }
  return feed.atom1();
}
