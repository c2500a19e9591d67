import type { Story } from '@velvet/contracts';

/** Where loaded stories sit: the home row's groups (`{ stories }[]`) or a creator page (`{ stories }`). */
type StoryHolder = { stories?: unknown } | undefined;

const storiesOf = (data: unknown): Story[] => {
  if (Array.isArray(data)) return data.flatMap(storiesOf);
  const stories = (data as StoryHolder)?.stories;
  return Array.isArray(stories) ? (stories as Story[]) : [];
};

/**
 * A story among already loaded answers. The API has no single-story read: a story is always shown
 * from the row or a creator page, so the one being unlocked is in one of them.
 */
export function findStory(loaded: readonly unknown[], id: string): Story | undefined {
  for (const data of loaded) {
    const story = storiesOf(data).find((candidate) => candidate._id === id);
    if (story) return story;
  }
  return undefined;
}
