/**
 * E-mail updates of notices: how many people follow each line in each language (counts only, for
 * every operator) and whether the messages go out.
 */
import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { type CatalogueLine, consolePaths, type NoticeMailAnswer } from '../../../engine/shared/console/console-api';
import { loadJson } from '../api/load';
import { usePageTitle } from '../app/use-page-title';
import { titlesOf } from '../shared/line-titles';
import { NoticeMailTable } from './notice-mail-table';

export async function noticeMailLoader({ request }: LoaderFunctionArgs) {
  const [answer, catalogue] = await Promise.all([
    loadJson<NoticeMailAnswer>(request, consolePaths.noticeMail),
    loadJson<CatalogueLine[]>(request, consolePaths.catalogue),
  ]);
  return { lines: answer.lines, catalogue };
}

export function NoticeMailPage() {
  usePageTitle('E-mail updates');
  const { lines, catalogue } = useLoaderData<typeof noticeMailLoader>();
  return (
    <>
      <h1>E-mail updates</h1>
      <p>
        Confirmed subscribers to each line's safety notices and new instructions for use, by language, and the messages
        of the queue. Addresses are never shown.
      </p>
      <NoticeMailTable lines={lines} titles={titlesOf(catalogue)} />
    </>
  );
}
