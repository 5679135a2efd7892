/** What other features use of auth; they import it from here, never from its files (eslint.config.js). */
export { type SocialCalls } from './api/social-sign-in';
export { SocialSignIn } from './components/social-sign-in';
export { useSignOut } from './use-sign-out';
