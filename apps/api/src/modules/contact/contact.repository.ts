import type { Insertable, Kysely } from 'kysely';
import { repositoryPlugin, type Repository } from '../../db/repository.js';
import type { DB } from '../../db/schema.js';
import type { ContactMessagesTable, CookieConsentsTable } from '../../db/tables/core.js';

export function createContactRepository(db: Kysely<DB>) {
  return {
    async insertMessage(message: Insertable<ContactMessagesTable>): Promise<void> {
      await db.insertInto('contact_messages').values(message).execute();
    },

    async insertCookieConsent(consent: Insertable<CookieConsentsTable>): Promise<void> {
      await db.insertInto('cookie_consents').values(consent).execute();
    },
  };
}

export type ContactRepository = Repository<ReturnType<typeof createContactRepository>>;

declare module 'fastify' {
  interface FastifyInstance {
    contactRepository: ContactRepository;
  }
}

export const contactRepositoryPlugin = repositoryPlugin('contact', 'contactRepository', createContactRepository);
