import { endpoint } from '../endpoint.js';
import {
  switchAccountQuery,
  updateProfileBody,
  uploadImageResult,
  userIdParams,
  userInfo,
} from '../account-profile.js';
import { notificationSettings, settingsStoreBody } from '../account-settings.js';
import { changeEmailBody, confirmEmailChangeResult, doneResult, tokenBody } from '../account.js';
import { agentListingsQuery, agentProfileResult } from '../listing.js';

const tags = ['account'];
const ownProfile = { owner: 'user', param: 'id' } as const;

/** Profiles, the profile picture, individual/company and notification settings. */
export const userEndpoints = {
  agentProfile: endpoint('agentProfile', {
    summary:
      "A user's public profile with a page of their published listings (order_by price-desc, price-asc, date-desc, date-asc): no e-mail, id card, birth date or address; phone masked unless opted in",
    tags,
    access: 'public',
    params: userIdParams,
    query: agentListingsQuery,
    result: agentProfileResult,
    errors: { 404: ['content not found'] },
  }),
  userInfo: endpoint('userInfo', {
    summary: 'The full profile of the signed-in user (403 for any other id)',
    tags,
    access: ownProfile,
    params: userIdParams,
    result: userInfo,
    errors: { 404: ['content not found'] },
  }),
  updateProfile: endpoint('updateProfile', {
    summary: "Update the signed-in user's profile; answers the updated profile",
    tags,
    access: ownProfile,
    params: userIdParams,
    body: updateProfileBody,
    result: userInfo,
    errors: { 404: ['content not found'] },
  }),
  changeEmail: endpoint('changeEmail', {
    summary:
      'Ask to move an e-mail account to a new address: needs the current password; mails a link (valid 24 hours) to the new address and a notice to the current one. The e-mail changes only when the link is opened',
    tags,
    access: 'user',
    body: changeEmailBody,
    result: doneResult,
    rateLimited: true,
    errors: { 403: ['permission denied for edit or view'], 422: ['old password not valid', 'email already registered'] },
  }),
  confirmEmailChange: endpoint('confirmEmailChange', {
    summary: 'Apply a pending e-mail change with the token of the link mailed to the new address (page /confirm-email-change?token=…); works once',
    tags,
    access: 'public',
    body: tokenBody,
    result: confirmEmailChangeResult,
    rateLimited: true,
    errors: { 422: ['reset link expired', 'email already registered'] },
  }),
  uploadProfileImage: endpoint('uploadProfileImage', {
    summary: 'Upload the profile picture: multipart/form-data, file field `image` (or `file`), a picture of at most 2 MB',
    tags,
    access: 'user',
    upload: { fields: ['image', 'file'] },
    result: uploadImageResult,
    errors: { 400: ['invalid input'], 413: ['image over 2 MB'], 422: ['not an image', 'image over 24 megapixels'] },
  }),
  switchAccount: endpoint('switchAccount', {
    summary: "Act as an individual or a company (?account_type=individual|company); 422 'profile incomplete' lists missing fields",
    tags,
    access: 'user',
    query: switchAccountQuery,
    result: userInfo,
    errors: { 422: ['profile incomplete'] },
  }),
  notificationSettings: endpoint('notificationSettings', {
    summary: 'Notification settings of the signed-in user',
    tags,
    access: 'user',
    result: notificationSettings,
  }),
  storeNotificationSettings: endpoint('storeNotificationSettings', {
    summary: 'Change any of the notification settings; answers all of them',
    tags,
    access: 'user',
    body: settingsStoreBody,
    result: notificationSettings,
  }),
};
