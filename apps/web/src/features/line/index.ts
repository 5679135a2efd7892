/** What other features use of LINE: the connect prompt (e.g. the credit refill while line_friend_status is not set). */
export { ConnectLinePrompt, type ConnectLinePromptProps } from './components/connect-line-prompt';
