export { z } from './error-map.js';
export * from './common.js';
export * from './contact.js';
