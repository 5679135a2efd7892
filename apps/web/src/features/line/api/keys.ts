/** The user's LINE connection, and the callback that completes it (spent once per state and code). */
export const lineKeys = {
  status: (userId: number | null) => ['line-status', userId] as const,
  callback: (state: string, code: string) => ['line-callback', state, code] as const,
};
