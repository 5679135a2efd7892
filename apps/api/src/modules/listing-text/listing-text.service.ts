import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { DraftTextResult, ListingFormValues } from '@baandee/contracts';
import { draftProblems, PACKAGE_OPENING99, writeListingDraft, type DraftLength } from '@baandee/domain';
import type { AuthUser } from '../../plugins/auth.plugin.js';
import { listingFacts, loadWriterCatalogue, type WriterCatalogue } from './listing-facts.service.js';
import { askModel } from './model-writer.js';

type Deps = Pick<FastifyInstance, 'config' | 'masterDataRepository' | 'paymentsRepository'> & { log: FastifyBaseLogger };

const catalogues = new WeakMap<object, { version: string; catalogue: Promise<WriterCatalogue> }>();
/** The names a draft may use, per database, read again only when the master data changes. */
async function writerCatalogue(app: Deps): Promise<WriterCatalogue> {
  const repo = app.masterDataRepository;
  const version = await repo.version();
  let held = catalogues.get(repo);
  if (held?.version !== version) {
    held = { version, catalogue: loadWriterCatalogue(repo) };
    catalogues.set(repo, held);
    held.catalogue.catch(() => catalogues.delete(repo));
  }
  return held.catalogue;
}

/**
 * POST api/estate/draft-text: the listing's text written from the form. Package holders
 * (an approved OPENING99 purchase) get the long description with the neighbourhood. With a
 * model configured, its draft is shown when every claim in it is a field of the form;
 * otherwise, and when it is slow or fails, the built-in writer's draft.
 */
export async function draftListingText(app: Deps, user: AuthUser, body: ListingFormValues): Promise<DraftTextResult> {
  const [catalogue, holder] = await Promise.all([writerCatalogue(app), app.paymentsRepository.boughtPackage(user.id, PACKAGE_OPENING99.code)]);
  const facts = listingFacts(body, catalogue);
  const length: DraftLength = holder ? 'long' : 'standard';
  if (app.config.llm) {
    const outcome = await askModel(app.config.llm, facts, length);
    if ('draft' in outcome) {
      const problems = draftProblems(outcome.draft, facts, catalogue.vocabulary);
      if (problems.length === 0) return outcome.draft;
      app.log.warn({ problems }, 'listing text: the model claimed facts the form does not hold; the built-in draft is shown');
    } else {
      app.log.warn({ reason: outcome.failed }, 'listing text: no model draft; the built-in draft is shown');
    }
  }
  return writeListingDraft(facts, length);
}
