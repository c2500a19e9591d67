// Query keys of the content several features list and refresh: a publish or an unlock refreshes the
// creator's page, the stories row reads what posts write. Kept here so no feature imports another for a key.

export const creatorKeys = {
  all: ['creators'] as const,
  list: () => [...creatorKeys.all, 'list'] as const,
  profile: (username: string) => [...creatorKeys.all, 'profile', username] as const,
};

export const postKeys = {
  all: ['posts'] as const,
  /** Every list of posts (feed, creator pages, hashtags): refreshed together when a post changes. */
  lists: () => [...postKeys.all, 'list'] as const,
  list: (source: string) => [...postKeys.lists(), source] as const,
  detail: (id: string) => [...postKeys.all, 'detail', id] as const,
  /** The whole post, for its own page. */
  page: (id: string) => [...postKeys.all, 'page', id] as const,
  comments: (id: string) => [...postKeys.all, 'comments', id] as const,
};

export const storyKeys = {
  all: ['stories'] as const,
  /** The home row of live stories. */
  live: () => [...storyKeys.all, 'live'] as const,
  detail: (id: string) => [...storyKeys.all, 'detail', id] as const,
};
