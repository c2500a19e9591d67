import { HASHTAG_PATTERN } from '@velvet/contracts';

export type TextPart = { kind: 'text'; text: string } | { kind: 'hashtag'; text: string; tag: string };

/** A post's text cut into plain runs and #hashtags (each with its lowercase tag, as the API stores it). */
export function hashtagParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(HASHTAG_PATTERN)) {
    if (match.index > last) parts.push({ kind: 'text', text: text.slice(last, match.index) });
    parts.push({ kind: 'hashtag', text: match[0], tag: match[1]!.toLowerCase() });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
