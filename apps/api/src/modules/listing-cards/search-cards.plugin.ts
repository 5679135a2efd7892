import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createCardCache, type CardCache } from './card-cache.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Anonymous visitors' cards, kept in step by the search index's changes (card-cache.ts). */
    searchCards: CardCache;
  }
}

/**
 * `app.searchCards`: the cards a search shows anonymous visitors, kept while the search
 * index answers and dropped as it reads changed listings again (all of them when it is
 * read anew or dropped).
 */
export const searchCardsPlugin = fp(
  async (app: FastifyInstance) => {
    const cards = createCardCache();
    app.searchIndex.onChange((ids) => (ids === 'all' ? cards.clear() : cards.drop(ids)));
    app.decorate('searchCards', cards);
  },
  { name: 'search-cards', dependencies: ['search-index'] },
);
