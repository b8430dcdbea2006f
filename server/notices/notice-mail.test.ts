/**
 * The e-mail updates end to end through a real SMTP server (smtp-server): the confirmation, the
 * notice and the digest arrive, and their headers and links work; a refusing server is tried
 * again later.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { announceNewNotices, queueDigests } from './announcements';
import { mailTransportOf } from './mail-transport';
import { sendDueMail } from './mail-worker';

interface Received {
  to: string[];
  headers: Map<string, string>;
  body: string;
}

/** Quoted-printable as nodemailer writes long or non-ASCII text. */
const fromQuotedPrintable = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

function parse(raw: string, to: string[]): Received {
  const [head = '', ...rest] = raw.split('\r\n\r\n');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  const body = rest.join('\r\n\r\n');
  const qp = headers.get('content-transfer-encoding') === 'quoted-printable';
  return { to, headers, body: qp ? fromQuotedPrintable(body) : body };
}

async function smtpServer(refuse = false) {
  const inbox: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo: (_address, _session, callback) =>
      refuse ? callback(Object.assign(new Error('mailbox busy, try later'), { responseCode: 451 })) : callback(),
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        inbox.push(
          parse(
            Buffer.concat(chunks).toString('utf8'),
            session.envelope.rcptTo.map((r) => r.address),
          ),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    inbox,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let t: TestApp | undefined;
let smtp: Awaited<ReturnType<typeof smtpServer>> | undefined;
afterEach(async () => {
  await t?.close();
  await smtp?.close();
  t = undefined;
  smtp = undefined;
});

const form = (email: string) => ({
  method: 'POST' as const,
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams({ email }).toString(),
});

/** The path and query of the first address of the site in a text. */
function linkIn(text: string, origin: string): string {
  const found = text.match(new RegExp(`${origin.replace(/[.:/]/g, '\\$&')}(/[^\\s>]+)`));
  if (!found?.[1]) throw new Error(`no link in ${text}`);
  return found[1];
}

describe('e-mail updates through SMTP', () => {
  it('confirms, announces a notice, sends the digest and unsubscribes in one click', async () => {
    smtp = await smtpServer();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'notices@maker.example' } });
    const { app } = t;
    const origin = app.config.publicOrigin;
    const transport = mailTransportOf(app.config, app.log);
    if (!transport) throw new Error('SMTP_URL gives a transport');

    const asked = await app.inject({ url: '/eifu/demo-pump/en/subscribe', ...form('Ada@Hospital.example') });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain('we have sent it a link to confirm');
    expect(await sendDueMail(app, transport)).toBe(1);
    const [confirmation] = smtp.inbox;
    expect(confirmation?.to).toEqual(['ada@hospital.example']);
    expect(confirmation?.headers.get('from')).toBe('notices@maker.example');
    expect(confirmation?.headers.get('subject')).toBe('Confirm your e-mail updates: Demo Pump');
    expect(confirmation?.headers.has('list-unsubscribe')).toBe(false);
    const confirmed = await app.inject({ url: linkIn(confirmation?.body ?? '', origin) });
    expect([confirmed.statusCode, confirmed.body.includes('Subscription confirmed')]).toEqual([200, true]);

    expect(await announceNewNotices(app)).toBe(1);
    expect(await announceNewNotices(app)).toBe(0);
    expect(await sendDueMail(app, transport)).toBe(1);
    const notice = smtp.inbox[1];
    expect(notice?.headers.get('subject')).toBe('Field safety notice: Occlusion alarm may sound late');
    expect(notice?.body).toContain('Devices concerned (GTIN): 04056869000015');
    expect(notice?.body).toContain(`${origin}/eifu/notices/demo/notices/fsn-occlusion.pdf`);
    expect(notice?.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const unsubscribe = notice?.headers.get('list-unsubscribe')?.match(/^<(.+)>$/)?.[1] ?? '';
    expect(notice?.body).toContain(unsubscribe);

    expect(await queueDigests(app)).toBe(1);
    expect(await sendDueMail(app, transport)).toBe(1);
    const digest = smtp.inbox[2];
    expect(digest?.headers.get('subject')).toBe('New instructions for use: Demo Pump');
    expect(digest?.body).toMatch(/- Instructions for use, software version 5/);
    expect(digest?.headers.get('list-unsubscribe')).toMatch(/^<.+\/eifu\/demo-pump\/en\/unsubscribe\?token=.+>$/);

    // What a mail program sends for List-Unsubscribe-Post.
    const oneClick = await app.inject({
      method: 'POST',
      url: new URL(unsubscribe).pathname + new URL(unsubscribe).search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(await app.storage.notices.subscribers('demo-pump', 'en')).toEqual([]);
  });

  it('keeps a message the server refuses and tries it again later, with the reason', async () => {
    smtp = await smtpServer(true);
    t = await createTestApp({ env: { SMTP_URL: smtp.url } });
    const { app } = t;
    const transport = mailTransportOf(app.config, app.log);
    if (!transport) throw new Error('SMTP_URL gives a transport');
    await app.inject({ url: '/eifu/demo-pump/en/subscribe', ...form('ada@hospital.example') });
    expect(await sendDueMail(app, transport)).toBe(0);
    expect(await app.storage.mailQueue.state()).toEqual([
      {
        model: 'demo-pump',
        waiting: 0,
        sent: 0,
        failing: 1,
        failed: 0,
        lastError: expect.stringContaining('try later'),
      },
    ]);
    // Not again at once; again after the first back-off.
    expect(await app.storage.mailQueue.claimDue('x', app.now(), 1000, 10)).toEqual([]);
    t.clock.advance(60_000);
    expect(await app.storage.mailQueue.claimDue('x', app.now(), 1000, 10)).toHaveLength(1);
    expect(smtp.inbox).toEqual([]);
  });
});
