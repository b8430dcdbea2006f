/**
 * The e-mail messages of the updates, in the subscriber's language: the confirmation, a notice
 * (sent at once) and the daily digest of new instructions for use. Every message about a
 * subscription carries its signed unsubscribe link in the text and in `List-Unsubscribe`, with
 * `List-Unsubscribe-Post` so a mail program can unsubscribe in one click.
 */
import { eifuLinePath, eifuLinePaths, noticePdfPath } from '../../engine/shared/eifu/eifu-addresses';
import { fillText } from '../../engine/shared/fill-text';
import type { PublicNotice } from '../../engine/shared/types';
import { type CompiledContent, contentIn } from '../content/compiled-content';
import type { QueuedMessage } from '../storage/records';
import type { IfuRevision } from './ifu-revisions';
import { lineNoticesIn } from './public-changes';
import { confirmationLifetimeMs, signLink } from './signed-links';

export interface Subscription {
  email: string;
  model: string;
  lang: string;
}

interface MessageContext {
  content: CompiledContent;
  secret: string;
  origin: string;
  now: number;
}

function lineOf({ content }: MessageContext, { model, lang }: Subscription) {
  const line = lineNoticesIn(content, model, lang);
  if (!line) throw new Error(`No product line "${model}"`);
  const { site } = contentIn(content, lang);
  const language = site.languages?.find((candidate) => candidate.code === lang)?.name ?? lang;
  return { line, texts: site.notices, language, paths: eifuLinePaths(model, lang) };
}

/** The text's last lines and the headers that let the subscriber stop the messages. */
function unsubscribing(ctx: MessageContext, subscription: Subscription, text: string) {
  const { texts, paths } = lineOf(ctx, subscription);
  const token = signLink(ctx.secret, { purpose: 'unsubscribe', ...subscription });
  const url = `${ctx.origin}${paths.unsubscribe}?token=${token}`;
  return {
    text: `${text}\n\n--\n${texts.mail.unsubscribe}\n${url}\n`,
    headers: { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

export function confirmationMessage(ctx: MessageContext, subscription: Subscription): QueuedMessage {
  const { line, texts, paths } = lineOf(ctx, subscription);
  const token = signLink(ctx.secret, {
    purpose: 'confirm',
    ...subscription,
    expiresAt: ctx.now + confirmationLifetimeMs,
  });
  return {
    subject: fillText(texts.mail.confirmSubject, { line: line.title }),
    text: [
      fillText(texts.mail.confirmBody, { line: line.title }),
      `${ctx.origin}${paths.confirm}?token=${token}`,
      '',
      texts.mail.confirmIgnore,
      '',
    ].join('\n'),
    headers: {},
  };
}

/** The body's HTML as plain text: block ends become line breaks, tags go, entities are read. */
function plainText(html: string): string {
  return html
    .replace(/<\/(p|h[1-6]|li)>|<br\s*\/?>/gi, '\n')
    .replace(/<li>/gi, '- ')
    .replace(/<[^>]*>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export function noticeMessage(ctx: MessageContext, subscription: Subscription, notice: PublicNotice): QueuedMessage {
  const { texts } = lineOf(ctx, subscription);
  const severity = texts.severity[notice.severity];
  const facts = [
    `${texts.issued}: ${notice.date}`,
    `${texts.devices}: ${notice.gtins.join(', ')}`,
    ...(notice.softwareVersions?.length ? [`${texts.softwareVersions}: ${notice.softwareVersions.join(', ')}`] : []),
  ];
  const text = [
    `${severity}: ${notice.title}`,
    '',
    ...facts,
    '',
    plainText(notice.body),
    '',
    `${texts.readPdf}: ${ctx.origin}${noticePdfPath(notice.filePath)}`,
  ].join('\n');
  return {
    subject: fillText(texts.mail.noticeSubject, { severity, title: notice.title }),
    ...unsubscribing(ctx, subscription, text),
  };
}

export function digestMessage(
  ctx: MessageContext,
  subscription: Subscription,
  revisions: IfuRevision[],
): QueuedMessage {
  const { line, texts } = lineOf(ctx, subscription);
  const page = `${ctx.origin}${eifuLinePath(subscription.model, subscription.lang)}`;
  const text = [
    fillText(texts.mail.digestIntro, { line: line.title }),
    '',
    ...revisions.map(
      (revision) => `- ${revision.name}${revision.version ? ` (${revision.version})` : ''}, ${revision.date}`,
    ),
    '',
    page,
  ].join('\n');
  return {
    subject: fillText(texts.mail.digestSubject, { line: line.title }),
    ...unsubscribing(ctx, subscription, text),
  };
}
