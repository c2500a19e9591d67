const MAX_SHOWN = 99;

/** The text of an unread badge: the count, or '99+' when it would not fit. */
export const unreadLabel = (unread: number) => (unread > MAX_SHOWN ? `${MAX_SHOWN}+` : String(unread));

