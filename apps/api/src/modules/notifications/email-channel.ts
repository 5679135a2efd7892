import type { FastifyInstance } from 'fastify';
import { PRODUCT_NAME } from '@baandee/domain';
import { bilingual, type OutgoingMail } from '../../plugins/mail.plugin.js';
import type { Delivery, NotificationChannel } from './notification-channels.js';
import type { NotificationMessage } from './notification-messages.js';

/** Thai first then English, as the account mails: the reader's language is not known. */
export function notificationMail(to: string, message: NotificationMessage): OutgoingMail {
  const hint = message.replyTo?.hint;
  return {
    to,
    subject: `${message.subject.th} / ${message.subject.en} - ${PRODUCT_NAME}`,
    text: bilingual(hint ? `${message.text.th}\n\n${hint.th}` : message.text.th, hint ? `${message.text.en}\n\n${hint.en}` : message.text.en),
    ...(message.replyTo && { replyTo: message.replyTo.email }),
  };
}

/** The account's address; a lead about a listing falls back to the listing's contact address. */
async function addressOf(app: Pick<FastifyInstance, 'usersRepository'>, { userId, notification }: Delivery): Promise<string | null> {
  const email = await app.usersRepository.findEmail(userId);
  if (email) return email;
  return notification.event === 'contact_received' ? notification.data.listing.contact_email : null;
}

/** Notifications by e-mail through app.mailer (SMTP, or the outbox folder without SMTP_URL). */
export function emailChannel(app: Pick<FastifyInstance, 'mailer' | 'usersRepository'>): NotificationChannel {
  return {
    name: 'email',
    setting: 'email',
    async deliver(delivery) {
      const to = await addressOf(app, delivery);
      if (!to) return 'unreachable';
      await app.mailer.send(notificationMail(to, delivery.message));
      return 'sent';
    },
  };
}
