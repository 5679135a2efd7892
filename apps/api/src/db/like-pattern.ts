/** `text` for a LIKE pattern: `%`, `_` and `\` in it are letters to match, not patterns. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** A LIKE pattern matching `text` anywhere. */
export const likePattern = (text: string) => `%${escapeLike(text)}%`;
