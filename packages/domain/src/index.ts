export * from './constants.js';
export * from './price-bands.js';
export * from './format.js';
export * from './validation.js';
export * from './site.js';
