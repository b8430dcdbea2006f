/**
 * A line's public changes in a language, newest first: its safety notices and the new versions of
 * its regulatory instructions for use. The Atom feeds and the e-mail announcements are made from
 * these and nothing else, so nothing gated reaches them.
 */
import type { PublicNotice } from '../../engine/shared/types';
import type { CompiledContent } from '../content/compiled-content';
import { type IfuRevision, ifuRevisionsOf } from './ifu-revisions';

export type PublicChange =
  | { kind: 'notice'; date: string; notice: PublicNotice }
  | { kind: 'ifu'; date: string; revision: IfuRevision };

/** The line's notices in a language (its default language's when it has no translation). */
export function lineNoticesIn(content: CompiledContent, model: string, lang: string) {
  const lines = content.notices.languages[lang] ?? content.notices.languages[content.lang] ?? [];
  return lines.find((line) => line.model === model);
}

export function publicChangesOf(content: CompiledContent, model: string, lang: string): PublicChange[] {
  const notices = (lineNoticesIn(content, model, lang)?.notices ?? []).map(
    (notice): PublicChange => ({ kind: 'notice', date: notice.date, notice }),
  );
  const revisions = ifuRevisionsOf(content, model, lang).map(
    (revision): PublicChange => ({ kind: 'ifu', date: revision.date, revision }),
  );
  // Notices first, so on one day a notice is above a revision; sort is stable.
  return [...notices, ...revisions].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}
