export * from './constants.js';
export * from './images.js';
export * from './enums.js';
export * from './price-bands.js';
export * from './format.js';
export * from './validation.js';
export * from './site.js';
export * from './page-routes.js';
