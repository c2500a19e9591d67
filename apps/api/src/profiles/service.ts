import type { UserProfile } from '@velvet/contracts';
import type { AccountsService } from '../accounts/service.ts';
import { notFound } from '../platform/errors.ts';

type ProfilesServiceOptions = {
  accounts: AccountsService;
  /** The platform plans' badges by user id (Prime, CreatorPro). */
  badgesOf: (userIds: string[]) => Promise<Map<string, string[]>>;
  /** A creator's display name, when they have a page. */
  creatorName: (userId: string) => Promise<string | undefined>;
};

/** Everyone's public page: a fan's as much as a creator's, within the owner's privacy setting. */
export function createProfilesService({ accounts, badgesOf, creatorName }: ProfilesServiceOptions) {
  async function profile(username: string, viewerId: string | null): Promise<UserProfile> {
    const user = await accounts.publicProfile(username);
    if (!user) throw notFound('User not found');
    const creator = user.role === 'CREATOR';
    // A creator's page is public by nature (the setting hides their posts, not who they are); a fan who
    // chose "Subscribers" or "Only me" shows others nothing but the username.
    const visibility = creator || viewerId === user.id ? 'public' : await accounts.settings.profileVisibilityOf(user.id);
    const restricted = visibility !== 'public';
    const [name, planBadges] = await Promise.all([creator ? creatorName(user.id) : undefined, restricted ? undefined : badgesOf([user.id])]);
    const badges = restricted
      ? []
      : [...(user.emailVerified ? ['VerifiedUser'] : []), ...(creator && user.kycStatus === 'verified' ? ['VerifiedCreator'] : []), ...(planBadges?.get(user.id) ?? [])];
    return {
      _id: user.id,
      username: user.username,
      role: user.role,
      display_name: name ?? user.username,
      avatar: restricted ? null : user.avatar,
      background: restricted ? null : user.background,
      badges,
      joined_at: user.createdAt.toISOString(),
      restricted,
    };
  }

  return { profile };
}
export type ProfilesService = ReturnType<typeof createProfilesService>;
