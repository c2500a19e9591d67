/**
 * First element of every query key that holds the signed-in user's own data,
 * so signing out forgets all of it at once while public data stays cached.
 */
export const sessionQueryScope = 'session';
