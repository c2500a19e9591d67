export const storyKeys = {
  all: ['stories'] as const,
  /** The home row of live stories. */
  live: () => [...storyKeys.all, 'live'] as const,
  detail: (id: string) => [...storyKeys.all, 'detail', id] as const,
};
