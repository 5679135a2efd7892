export { z } from './error-map.js';
export * from './common.js';
export * from './contact.js';
export * from './account.js';
export * from './account-profile.js';
export * from './account-settings.js';
export * from './auth-providers.js';
export * from './master-data.js';
