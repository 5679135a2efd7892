/** The chat widget's settings. */
export const shellKeys = { chatWidget: ['chat-widget'] as const };
