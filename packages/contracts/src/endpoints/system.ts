import { z } from '../error-map.js';
import { endpoint } from '../endpoint.js';
import { acceptCookieBody, acceptedResult, contactUsBody } from '../contact.js';

export const healthResult = z.object({ ok: z.literal(true), uptime_s: z.number() });
export const readyResult = z.object({
  ok: z.literal(true),
  database: z.literal('up'),
  queue: z.literal('up'),
  search_index: z.enum(['memory', 'loading', 'database']).meta({
    description: "Where searches are answered: 'memory' from the process's index, 'loading' by the database while the index is read, 'database' with the index turned off (SEARCH_MEMORY_INDEX=false)",
  }),
});

export const systemEndpoints = {
  health: endpoint('health', {
    summary: 'Liveness: the process answers (it reads nothing, so a database outage never restarts it)',
    tags: ['system'],
    access: 'public',
    result: healthResult,
  }),
  ready: endpoint('ready', {
    summary: 'Readiness: the database and the job queue answer',
    description: 'A load balancer sends traffic only while this answers 200. 503 names what is down in `errors` (`database`, `queue`).',
    tags: ['system'],
    access: 'public',
    result: readyResult,
    errors: { 503: ['service unavailable'] },
  }),
  contactUs: endpoint('contactUs', {
    summary: 'Send a message to the company',
    tags: ['contact'],
    access: 'public',
    body: contactUsBody,
    result: z.object({ sent: z.literal(true) }),
    rateLimited: true,
  }),
  acceptCookie: endpoint('acceptCookie', {
    summary: 'Record cookie consent, with the user when a bearer token is sent',
    tags: ['contact'],
    access: 'public',
    body: acceptCookieBody,
    result: acceptedResult,
    rateLimited: true,
  }),
};
