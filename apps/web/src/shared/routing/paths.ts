/** Every route of the app: `pattern` for the router, `to` for links. */
export const paths = {
  home: { pattern: '/', to: () => '/' },
  creator: {
    pattern: '/creator/:username',
    to: (username: string) => `/creator/${encodeURIComponent(username)}`,
  },
  notifications: { pattern: '/notifications', to: () => '/notifications' },
  admin: { pattern: '/admin', to: () => '/admin' },
} as const;
