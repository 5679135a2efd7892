/** A LIKE pattern matching `text` anywhere: `%`, `_` and `\` in it are letters to match, not patterns. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
