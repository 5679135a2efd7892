/** What other features use of the Songkran event; they import it from here, never from its files (eslint.config.js). */
export { songkranKeys } from './api/keys';
