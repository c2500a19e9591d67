import { Avatar, Indicator } from '@mantine/core';
import type { ChatUser } from '@velvet/contracts';

/** A party's avatar with a green dot while they are online (nothing when they hide it). */
export function PartyAvatar({ user, size = 'md' }: { user: ChatUser; size?: 'sm' | 'md' }) {
  return (
    <Indicator color="green" size={10} offset={4} position="bottom-end" withBorder disabled={!user.online} aria-hidden>
      <Avatar src={user.avatar} alt="" size={size} radius="xl" name={user.display_name} color="initials" />
    </Indicator>
  );
}
