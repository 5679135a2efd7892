import { endpoint } from '../endpoint.js';
import {
  agentProfile,
  switchAccountQuery,
  updateProfileBody,
  uploadImageResult,
  userIdParams,
  userInfo,
} from '../account-profile.js';
import { notificationSettings, settingsStoreBody } from '../account-settings.js';

const tags = ['account'];
const ownProfile = { owner: 'user', param: 'id' } as const;

/** Profiles, the profile picture, individual/company and notification settings. */
export const userEndpoints = {
  agentProfile: endpoint('agentProfile', {
    summary: "A user's public profile: no e-mail, id card, birth date or address; phone masked unless opted in",
    tags,
    access: 'public',
    params: userIdParams,
    result: agentProfile,
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
  uploadProfileImage: endpoint('uploadProfileImage', {
    summary: 'Upload the profile picture: multipart/form-data, file field `image` (or `file`), a picture of at most 2 MB',
    tags,
    access: 'user',
    upload: { fields: ['image', 'file'] },
    result: uploadImageResult,
    errors: { 400: ['invalid input'], 413: ['image over 2 MB'], 422: ['not an image'] },
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
