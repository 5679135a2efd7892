/** The signed-in user's saved searches: one list, changed in place by rename, pause and delete. */
export const savedSearchKeys = { all: ['saved-searches'] as const };
