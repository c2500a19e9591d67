import { accountInfoMessages, type AccountInfo, type AccountInfoView } from '@velvet/contracts';
import type { AccountsService } from '../accounts/service.ts';
import type { Executor } from '../platform/db/client.ts';
import { AppError, forbidden } from '../platform/errors.ts';
import * as repo from './repo.ts';

type AccountInfoOptions = {
  db: Executor;
  accounts: Pick<AccountsService, 'profileFacts' | 'saveAvatar'>;
  /** True when a URL names an image this user uploaded: a profile only points at its owner's uploads. */
  isOwnUpload: (url: string, userId: string) => boolean;
};

type Facts = NonNullable<Awaited<ReturnType<AccountsService['profileFacts']>>>;

const notYours = (field: 'avatar' | 'background') =>
  new AppError('VALIDATION_FAILED', accountInfoMessages.imageNotYours, { fields: { [field]: accountInfoMessages.imageNotYours } });

function viewOf(facts: Facts, profile: repo.CreatorProfileRow | undefined): AccountInfoView {
  const fullName = [facts.fName, facts.lName].filter(Boolean).join(' ');
  return {
    display_name: profile?.displayName ?? (fullName || facts.username),
    bio: profile?.bio ?? '',
    links: profile?.links ?? [],
    avatar: facts.avatar,
    // Complete profile kept the cover on the account until the creator profile exists.
    background: profile ? profile.background : facts.background,
  };
}

/**
 * The spec's account info (`GET`/`PUT /api/users/account-info`): a creator's public profile, i.e. display
 * name, bio, links (creator profile) and avatar (the account), always one's own. Pictures must be the
 * creator's own uploads, or the ones the profile already shows.
 */
export function createAccountInfo({ db, accounts, isOwnUpload }: AccountInfoOptions) {
  async function creatorFacts(userId: string): Promise<Facts> {
    const facts = await accounts.profileFacts(userId);
    if (!facts) throw new AppError('UNAUTHENTICATED', 'Your session has expired. Please sign in again.');
    if (facts.role !== 'CREATOR') throw forbidden(accountInfoMessages.creatorsOnly);
    return facts;
  }

  async function get(userId: string): Promise<AccountInfoView> {
    const facts = await creatorFacts(userId);
    return viewOf(facts, await repo.findProfile(db, userId));
  }

  async function update(userId: string, info: AccountInfo): Promise<AccountInfoView> {
    const facts = await creatorFacts(userId);
    const current = viewOf(facts, await repo.findProfile(db, userId));
    const acceptable = (url: string | null, shown: string | null) => url === null || url === shown || isOwnUpload(url, userId);
    if (!acceptable(info.avatar, current.avatar)) throw notYours('avatar');
    if (!acceptable(info.background, current.background)) throw notYours('background');
    const profile = await db.transaction(async (tx) => {
      await accounts.saveAvatar(userId, info.avatar, tx);
      return repo.upsertProfile(tx, userId, { displayName: info.display_name, bio: info.bio, links: info.links, background: info.background });
    });
    return viewOf({ ...facts, avatar: info.avatar }, profile);
  }

  return { get, update };
}
export type AccountInfoService = ReturnType<typeof createAccountInfo>;
