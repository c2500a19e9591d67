export const creatorKeys = {
  all: ['creators'] as const,
  list: () => [...creatorKeys.all, 'list'] as const,
  profile: (username: string) => [...creatorKeys.all, 'profile', username] as const,
};
