import { endpoint } from '../endpoint.js';
import { lineCallbackBody, lineConnectBody, lineLoginUrl, lineStatus, lineWebhookResult } from '../line.js';

const tags = ['line'];
/** Linking calls LINE: its refusals, its outages, a LINE user already linked elsewhere. */
const linking = {
  tags,
  access: 'user',
  result: lineStatus,
  rateLimited: true,
  errors: {
    409: ['messaging-app account already connected'],
    422: ['messaging-app login failed'],
    502: ['messaging app unavailable'],
    503: ['messaging app not set up'],
  },
} as const;

/** Connecting a LINE account and the official account's webhook (DESIGN 4.8). */
export const lineEndpoints = {
  lineStatus: endpoint('lineStatus', {
    summary: "The signed-in user's LINE connection: whether LINE is set up on this site, the linked LINE name, the friendship flag and the add-friend link",
    tags,
    access: 'user',
    result: lineStatus,
  }),
  lineLoginUrl: endpoint('lineLoginUrl', {
    summary:
      'The LINE Login page to open in a new window (scopes profile openid email, bot_prompt to add the official account) with a fresh 7-character state, valid 10 minutes and once',
    tags,
    access: 'user',
    result: lineLoginUrl,
    rateLimited: true,
    errors: { 503: ['messaging app not set up'] },
  }),
  lineCallback: endpoint('lineCallback', {
    ...linking,
    summary:
      "Finish LINE Login from /line-callback: the state must be the user's own, unexpired and unused; the code is exchanged on the server, the ID token checked, the friendship read and the LINE user linked",
    body: lineCallbackBody,
    errors: { ...linking.errors, 422: ['messaging-app login failed', 'messaging-app login expired'] },
  }),
  lineConnect: endpoint('lineConnect', {
    ...linking,
    summary:
      'Link a LINE user from LINE Login tokens: both are checked with LINE (issued to our channel, unexpired, the same LINE user), the friendship is read and the account linked',
    body: lineConnectBody,
  }),
  lineDisconnect: endpoint('lineDisconnect', {
    summary: 'Unlink the LINE account; the friendship flag is cleared and no LINE message is sent any more',
    tags,
    access: 'user',
    result: lineStatus,
  }),
  lineWebhook: endpoint('lineWebhook', {
    summary: 'Webhook of the LINE official account: X-Line-Signature over the raw JSON body is checked first; events are stored once by webhookEventId and handled after the answer',
    description: 'Called by LINE only. The body is LINE\'s webhook JSON ({ destination, events }), read raw for the signature.',
    tags,
    access: 'public',
    result: lineWebhookResult,
    errors: { 400: ['invalid input'], 401: ['signature not valid'], 503: ['messaging app not set up'] },
  }),
};
