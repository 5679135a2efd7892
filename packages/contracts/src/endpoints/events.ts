import { authResult, fbRegisterBody, googleRegisterBody } from '../account.js';
import { endpoint } from '../endpoint.js';
import {
  adminSongkranBody,
  adminSongkranResult,
  songkranCard,
  songkranEventResult,
  songkranRefParams,
  songkranShareBody,
  songkranShareResult,
  songkranStoreBody,
} from '../songkran.js';

const tags = ['event'];
/** Outside the configured window every call of the event that changes something answers this. */
const closed = { 403: ['event not running'] } as const;
const socialSignIn = {
  tags,
  access: 'public',
  result: authResult,
  rateLimited: true,
  errors: { 403: ['event not running', 'account banned'], 409: ['login failed'], 422: ['login failed'], 502: ['login failed'], 503: ['login method not available'] },
} as const;

/** Spec section 7 "events": the Songkran event (DESIGN 4.12) and its admin screen. */
export const eventEndpoints = {
  songkranEvent: endpoint('songkranEvent', {
    summary: "The Songkran event's window, whether it runs now and the credits a first share grants; with a session, the user's cards and reward",
    tags,
    access: 'public',
    result: songkranEventResult,
  }),
  songkranGauth: endpoint('songkranGauth', {
    ...socialSignIn,
    summary: 'Sign in or sign up on the event page with a Google ID token: the same check and account as POST api/user/google-register',
    body: googleRegisterBody,
  }),
  songkranFbauth: endpoint('songkranFbauth', {
    ...socialSignIn,
    summary: 'Sign in or sign up on the event page with a Facebook access token: the same check and account as POST api/user/fb-register',
    body: fbRegisterBody,
  }),
  songkranStore: endpoint('songkranStore', {
    summary: 'Make a greeting card: the server draws it (1200x630 PNG) and answers its ref, picture and page to share',
    tags,
    access: 'user',
    body: songkranStoreBody,
    result: songkranCard,
    rateLimited: true,
    errors: { ...closed, 503: ['upload storage unavailable'] },
  }),
  songkranShare: endpoint('songkranShare', {
    summary:
      "Record that the user shared one of their cards (LINE, Facebook or the copied link); the user's first share grants the event's credits once (a got entry)",
    tags,
    access: 'user',
    body: songkranShareBody,
    result: songkranShareResult,
    errors: { ...closed, 401: ['account banned'], 403: ['event not running', 'account banned'], 404: ['content not found'] },
  }),
  songkranCard: endpoint('songkranCard', {
    summary: 'A greeting card by its ref, for anyone with the link (also after the event)',
    tags,
    access: 'public',
    params: songkranRefParams,
    result: songkranCard,
    errors: { 404: ['content not found'] },
  }),
  adminSongkran: endpoint('adminSongkran', {
    summary: "The Songkran event's settings and numbers: cards, shares by channel, credits granted",
    tags: ['admin'],
    access: 'admin',
    result: adminSongkranResult,
  }),
  adminStoreSongkran: endpoint('adminStoreSongkran', {
    summary: "Set the Songkran event's window and the credits a first share grants",
    tags: ['admin'],
    access: 'admin',
    body: adminSongkranBody,
    result: adminSongkranResult,
  }),
  adminResetSongkran: endpoint('adminResetSongkran', {
    summary: "Forget the window and reward an admin set: the environment's defaults apply again",
    tags: ['admin'],
    access: 'admin',
    result: adminSongkranResult,
  }),
};
