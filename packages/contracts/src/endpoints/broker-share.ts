import { endpoint } from '../endpoint.js';
import {
  adminBrokerShareQuery,
  adminBrokerShareResult,
  brokerShare,
  brokerShareIdParams,
  chooseBrokerShareBody,
  markBrokerSharedBody,
  ownerBrokerShare,
  ownerBrokerSharesResult,
} from '../broker-share.js';

const tags = ['admin'];

/** The broker-group share queue (docs/decisions/053). */
export const brokerShareEndpoints = {
  adminBrokerShares: endpoint('adminBrokerShares', {
    summary: 'Listings to post in broker groups, one per approved purchase of a package that includes it. pending: those with a listing first, oldest first; shared: the latest posted first. Each with the card, the tracked link and the ready-to-paste text in Thai and English',
    tags,
    access: 'admin',
    query: adminBrokerShareQuery,
    result: adminBrokerShareResult,
  }),
  adminMarkBrokerShared: endpoint('adminMarkBrokerShared', {
    summary: 'Mark a share posted in the named broker group (now, by this admin)',
    tags,
    access: 'admin',
    params: brokerShareIdParams,
    body: markBrokerSharedBody,
    result: brokerShare,
    errors: { 404: ['broker share does not exist'], 409: ['broker share already shared', 'broker share has no listing yet', 'announcement not in publish status'] },
  }),
  ownerBrokerShares: endpoint('ownerBrokerShares', {
    summary: "The signed-in owner's broker-group shares (one per OPENING99 purchase), with the listing each will share, and their published listings to choose from",
    tags: ['listings'],
    access: 'user',
    result: ownerBrokerSharesResult,
  }),
  chooseBrokerShareListing: endpoint('chooseBrokerShareListing', {
    summary: 'Choose which of the owner\'s published listings the share posts; it can be changed until the team has shared it',
    tags: ['listings'],
    access: 'user',
    params: brokerShareIdParams,
    body: chooseBrokerShareBody,
    result: ownerBrokerShare,
    errors: {
      403: ['not the owner'],
      404: ['broker share does not exist', 'announcement does not exist'],
      409: ['broker share already shared', 'announcement not in publish status', 'announcement already in a broker share'],
    },
  }),
};
