import { describe, expect, it } from 'vitest';
import { READ_MORE_LIMIT, readMoreCut } from './read-more';

describe('readMoreCut', () => {
  it('keeps a text of up to 100 characters whole', () => {
    const text = 'a'.repeat(READ_MORE_LIMIT);
    expect(readMoreCut(text)).toEqual({ shown: text, isCut: false });
  });

  it('folds a longer text at the last space before the limit, never inside a word', () => {
    const text = `${'word '.repeat(19)}wordiest tail`; // 95 characters, then "wordiest" crosses 100
    const cut = readMoreCut(text);
    expect(cut.isCut).toBe(true);
    expect(cut.shown).toBe('word '.repeat(19).trimEnd());
  });

  it('keeps the whole last word when the limit falls right after it', () => {
    const text = `${'x'.repeat(99)}y and more`;
    expect(readMoreCut(text).shown).toBe(`${'x'.repeat(99)}y`);
  });

  it('cuts a single word longer than the limit at the limit', () => {
    const cut = readMoreCut('z'.repeat(150));
    expect(cut).toEqual({ shown: 'z'.repeat(100), isCut: true });
  });

  it('counts an emoji as one character and never splits it', () => {
    const text = '😀'.repeat(101);
    const cut = readMoreCut(text);
    expect(Array.from(cut.shown)).toHaveLength(100);
    expect(cut.shown).toBe('😀'.repeat(100));
  });

  it('takes another limit when given', () => {
    expect(readMoreCut('one two three', 7)).toEqual({ shown: 'one two', isCut: true });
  });
});
