import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Config } from '../config.js';
import type { DB } from '../db/schema.js';
import type { RetryPolicy } from './jobs.plugin.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Extra header lines (List-Unsubscribe on an alert). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

const LINK = /https?:\/\/\S+/g;

/**
 * Mail goes through SMTP when SMTP_URL is set. Without it every mail is written as an
 * .eml file to DATA_DIR/outbox and its subject is logged; under NODE_ENV=development its
 * links too, so verification and reset links work on a laptop with no mail server. Live
 * tokens never reach the logs of a real install.
 */
export function createMailer(config: Config, log: FastifyInstance['log']): Mailer {
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport(config.SMTP_URL);
    return {
      async send(mail) {
        await transport.sendMail({ from: config.MAIL_FROM, ...mail });
        log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: config.MAIL_FROM, ...mail });
      await mkdir(config.outboxDir, { recursive: true });
      const file = path.join(config.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`);
      await writeFile(file, info.message as Buffer);
      const links = config.NODE_ENV === 'development' ? { links: mail.text.match(LINK) ?? [] } : {};
      log.info({ to: mail.to, subject: mail.subject, ...links, file }, 'mail written to outbox');
    },
  };
}

export const mailPlugin = fp(
  async (app: FastifyInstance, opts: { config: Config; mailer?: Mailer }) => {
    app.decorate('mailer', opts.mailer ?? createMailer(opts.config, app.log));
  },
  { name: 'mail' },
);

declare module './jobs.plugin.js' {
  interface JobTypes {
    mail: OutgoingMail;
  }
}

/**
 * An SMTP outage is ridden out as notifications do: retries from 30 s, up to an hour
 * apart, for about six hours. A sent mail's row (its address and text) goes an hour later.
 */
const MAIL_RETRY: RetryPolicy = { retryLimit: 12, retryDelay: 30, retryBackoff: true, retryDelayMax: 3600, expireInSeconds: 300, deleteAfterSeconds: 3600 };

/**
 * Queues a mail in the durable job queue: with `trx` it is sent only if that transaction
 * commits, and a failed send is retried. For a mail whose address will be gone when it
 * is sent (the confirmation of a deleted account), since the mail carries its address.
 */
export async function queueMail(app: Pick<FastifyInstance, 'jobs'>, mail: OutgoingMail, trx?: Kysely<DB>): Promise<void> {
  await app.jobs.send('mail', mail, { trx });
}

/** The worker of the 'mail' queue. */
export const mailQueuePlugin = fp(
  async (app: FastifyInstance) => {
    app.jobs.work('mail', (mail) => app.mailer.send(mail), MAIL_RETRY);
  },
  { name: 'mail-queue', dependencies: ['jobs', 'mail'] },
);

/** Thai, a rule, then English. */
export const bilingual = (th: string, en: string) => `${th}\n\n---\n\n${en}\n`;

/**
 * Sends without making the caller wait: the answer must not depend on the mail server
 * (nor its timing reveal whether an address has an account). Failures are logged; the
 * user can ask for the mail again.
 */
export function sendInBackground(app: Pick<FastifyInstance, 'mailer' | 'log'>, mail: OutgoingMail): void {
  app.mailer.send(mail).catch((error: unknown) => app.log.error({ err: error, subject: mail.subject }, 'mail not sent'));
}
