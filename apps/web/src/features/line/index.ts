/**
 * What other features use of LINE: the connect prompt (e.g. the credit refill while
 * line_friend_status is not set) and whether LINE is set up on this site at all.
 */
export { ConnectLinePrompt, type ConnectLinePromptProps } from './components/connect-line-prompt';
export { lineStatusQuery, useLineStatus } from './api/get-line-status';
