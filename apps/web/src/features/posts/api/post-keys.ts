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
