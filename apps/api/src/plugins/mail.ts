import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Config } from '../config.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
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
