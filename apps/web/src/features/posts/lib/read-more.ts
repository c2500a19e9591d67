/** The spec's read-more cut-off: a post's text beyond this many characters is folded. */
export const READ_MORE_LIMIT = 100;

export type ReadMoreCut = { shown: string; isCut: boolean };

/**
 * The visible part of a text folded at `limit` characters (counted as the reader sees them, so an
 * emoji is one). The cut steps back to the last space inside the limit so no word is split, unless
 * the first word alone is longer than the limit.
 */
export function readMoreCut(text: string, limit: number = READ_MORE_LIMIT): ReadMoreCut {
  const characters = Array.from(text);
  if (characters.length <= limit) return { shown: text, isCut: false };
  const head = characters.slice(0, limit).join('');
  const nextIsSpace = /\s/.test(characters[limit] ?? '');
  const lastSpace = head.search(/\s\S*$/);
  const shown = nextIsSpace || lastSpace <= 0 ? head : head.slice(0, lastSpace);
  return { shown: shown.trimEnd(), isCut: true };
}
