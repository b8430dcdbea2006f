/**
 * Where the e-mail updates go: the SMTP server SMTP_URL names (nodemailer), or, in demo mode
 * without one, a folder of .eml files a developer opens in a mail program, each also written to
 * the log. Production without SMTP_URL sends nothing: messages wait in the queue until it is set.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { ClaimedMail } from '../storage/records';

export interface MailTransport {
  /** Resolves once the message is accepted; rejects with the server's reason. */
  send(mail: ClaimedMail): Promise<void>;
  close(): void;
}

const envelopeOf = (config: Pick<Config, 'mailFrom'>, mail: ClaimedMail) => ({
  from: config.mailFrom,
  to: mail.recipient,
  subject: mail.message.subject,
  text: mail.message.text,
  headers: mail.message.headers,
});

export function mailTransportOf(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'mailDir' | 'demoMode'>,
  log: FastifyBaseLogger,
): MailTransport | undefined {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      send: async (mail) => {
        await transport.sendMail(envelopeOf(config, mail));
      },
      close: () => transport.close(),
    };
  }
  if (!config.demoMode) return undefined;
  const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    send: async (mail) => {
      const { message } = await files.sendMail(envelopeOf(config, mail));
      mkdirSync(config.mailDir, { recursive: true });
      const file = join(config.mailDir, `${String(mail.id).padStart(6, '0')}-${mail.kind}.eml`);
      writeFileSync(file, message as Buffer);
      log.info({ to: mail.recipient, subject: mail.message.subject, file }, `demo mail written to ${file}`);
    },
    close: () => files.close(),
  };
}
