export * from './listing-facts.js';
export * from './write-draft.js';
export * from './draft-claims.js';
export { distanceText } from './draft-numbers.js';
