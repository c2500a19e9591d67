import type { Me } from '@velvet/contracts';

/** The user's full name when they gave one, else their username. */
export const displayName = ({ f_name, l_name, username }: Pick<Me, 'f_name' | 'l_name' | 'username'>) =>
  [f_name, l_name].filter(Boolean).join(' ') || username;
