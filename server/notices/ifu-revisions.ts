/**
 * The published versions of a line's regulatory instructions for use in a language: what the feeds
 * and the daily digest announce besides notices. They are read from the public eIFU index
 * (build/content/eifu.json), the same the public eIFU pages list, so an announcement names only
 * files anyone may open, each by its public address, which never changes.
 */

import type { CompiledContent } from '../content/compiled-content';
import { eifuLookupOf } from '../eifu/eifu-lookup';

export interface IfuRevision {
  /** Stable across builds: the version's public file address. */
  key: string;
  name: string;
  version?: string;
  /** The date of issue, YYYY-MM-DD. */
  date: string;
}

export function ifuRevisionsOf(content: CompiledContent, model: string, lang: string): IfuRevision[] {
  const documents = eifuLookupOf(content.eifu)
    .lines.get(model)
    ?.languages.find((l) => l.lang === lang)?.documents;
  return (documents ?? []).flatMap((document) =>
    [document.current, ...document.earlierVersions].map((file) => ({
      key: file.address,
      name: document.title,
      ...(file.revision ? { version: file.revision } : {}),
      date: file.dateOfIssue,
    })),
  );
}
