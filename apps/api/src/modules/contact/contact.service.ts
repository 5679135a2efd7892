import type { FastifyInstance } from 'fastify';
import type { ContactUsBody } from '@baandee/contracts';

/** Stores the message first, so a mail server outage never loses what a visitor wrote. */
export async function submitContactMessage(app: Pick<FastifyInstance, 'config' | 'contactRepository' | 'mailer'>, body: ContactUsBody, ip: string | null): Promise<void> {
  await app.contactRepository.insertMessage({ ...body, ip });
  await app.mailer.send({
    to: app.config.COMPANY_EMAIL,
    replyTo: body.email,
    subject: `[Contact] ${body.subject}`,
    text: `From: ${body.name} <${body.email}>\nPhone: ${body.phone}\n\n${body.message}\n`,
  });
}

/** Enough for any real browser's User-Agent; the rest of an 8 KB header is not kept. */
const USER_AGENT_MAX_LENGTH = 512;

export async function recordCookieConsent(
  app: Pick<FastifyInstance, 'contactRepository'>,
  consent: { userId: number | null; analytics: boolean; ip: string | null; userAgent: string | null },
): Promise<void> {
  await app.contactRepository.insertCookieConsent({
    user_id: consent.userId,
    analytics: consent.analytics,
    ip: consent.ip,
    user_agent: consent.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
  });
}
