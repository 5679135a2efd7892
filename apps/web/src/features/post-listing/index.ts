/** What other features use of post-listing; they import it from here, never from its files (eslint.config.js). */
export { resetPostForm } from './post-form-resets';
export { STEPS, stepHref, type StepKey } from './steps';
