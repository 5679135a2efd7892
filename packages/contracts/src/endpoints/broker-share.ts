import { endpoint } from '../endpoint.js';
import { adminBrokerShareQuery, adminBrokerShareResult, brokerShare, brokerShareIdParams, markBrokerSharedBody } from '../broker-share.js';

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
};
