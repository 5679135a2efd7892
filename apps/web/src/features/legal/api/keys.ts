/** The privacy policy's retention periods, as the server keeps them. */
export const legalKeys = { retention: ['privacy-retention'] as const };
