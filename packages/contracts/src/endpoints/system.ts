import { z } from '../error-map.js';
import { endpoint } from '../endpoint.js';
import { acceptCookieBody, acceptedResult, contactUsBody } from '../contact.js';

export const healthResult = z.object({ ok: z.literal(true), database: z.literal('up'), uptime_s: z.number() });

export const systemEndpoints = {
  health: endpoint('health', {
    summary: 'Liveness and database check',
    tags: ['system'],
    access: 'public',
    result: healthResult,
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
