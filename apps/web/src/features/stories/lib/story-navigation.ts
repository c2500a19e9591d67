/** Where the story viewer is: the creator (group) and their story. */
export type StoryPosition = { group: number; story: number };

/**
 * The next story: the creator's next one, else the first story of the next creator; null after the
 * very last story (the viewer closes). `sizes` holds each creator's story count.
 */
export function nextStory(position: StoryPosition, sizes: readonly number[]): StoryPosition | null {
  if (position.story + 1 < (sizes[position.group] ?? 0)) return { group: position.group, story: position.story + 1 };
  for (let group = position.group + 1; group < sizes.length; group += 1) {
    if ((sizes[group] ?? 0) > 0) return { group, story: 0 };
  }
  return null;
}

/** The previous story: the creator's previous one, else the last story of the previous creator; it stays at the first. */
export function previousStory(position: StoryPosition, sizes: readonly number[]): StoryPosition {
  if (position.story > 0) return { group: position.group, story: position.story - 1 };
  for (let group = position.group - 1; group >= 0; group -= 1) {
    const size = sizes[group] ?? 0;
    if (size > 0) return { group, story: size - 1 };
  }
  return position;
}

export type StoryKeyResult = { type: 'move'; position: StoryPosition } | { type: 'close' } | null;

/** The viewer's keyboard: arrows move between stories, Escape (or moving past the last) closes. */
export function storyKey(key: string, position: StoryPosition, sizes: readonly number[]): StoryKeyResult {
  if (key === 'Escape') return { type: 'close' };
  if (key === 'ArrowRight') {
    const next = nextStory(position, sizes);
    return next ? { type: 'move', position: next } : { type: 'close' };
  }
  if (key === 'ArrowLeft') return { type: 'move', position: previousStory(position, sizes) };
  return null;
}
