import type { UserProfile } from '@velvet/contracts';
import { paths } from '@/shared/routing/paths';

/** A creator's username opens their creator page, where their posts and channels are; anyone else stays. */
export const creatorPageOf = (profile: Pick<UserProfile, 'role' | 'username'>): string | null =>
  profile.role === 'CREATOR' ? paths.creator.to(profile.username) : null;

const joinedFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 'Joined November 2026'. */
export const joinedLabel = (joinedAt: string) => `Joined ${joinedFormat.format(new Date(joinedAt))}`;
