import type { AgencyCollaboration, AgencyCreatorDetails, AgencyInvitationInput, AgencyProfileInput, NewAgencyInput, ResourceName, AgencyRequestInput, AgencyTerms, CreatorAgencyAction } from '@velvet/contracts';
import { accountMessages, agencyMessages } from '@velvet/contracts';
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../accounts/passwords.ts';
import * as accountsRepo from '../accounts/repo.ts';
import type { AccountsService } from '../accounts/service.ts';
import type { EarningsService } from '../earnings/service.ts';
import type { Database, Executor } from '../platform/db/client.ts';
import { violatedUniqueIndex } from '../platform/db/errors.ts';
import { AppError, notFound } from '../platform/errors.ts';
import { earningsByResource, permittedCounts, permittedResources } from './insights.ts';
import { termsColumns, toCollaboration } from './mappers.ts';
import * as repo from './repo.ts';
import { isRefusal, transition, type CollaborationAction, type Party } from './transitions.ts';

type CreatorCounts = { posts: number; stories: number; subscribers: number };

type AgencyServiceOptions = {
  db: Database;
  accounts: AccountsService;
  earnings: EarningsService;
  /** A creator's page counts, read only when a permitted resource shows one. */
  creatorCounts: (username: string) => Promise<CreatorCounts>;
};

const ACTIVE_INDEX = 'agency_collaborations_one_active';

/** Agencies' invitations to creators and the collaborations they become: who may do what, in which state. */
export function createAgencyService({ db, accounts, earnings, creatorCounts }: AgencyServiceOptions) {
  async function present(rows: repo.CollaborationRow[], executor: Executor = db): Promise<AgencyCollaboration[]> {
    const ids = [...new Set(rows.flatMap((row) => [row.agencyId, row.creatorId]))];
    const [profiles, users] = await Promise.all([repo.findProfiles(executor, ids), accounts.publicUsers(ids, executor)]);
    const people = { profiles: new Map(profiles.map((profile) => [profile.userId, profile])), users };
    return rows.map((row) => toCollaboration(row, people));
  }

  const presentOne = async (row: repo.CollaborationRow, executor: Executor = db) => (await present([row], executor))[0]!;

  async function invite(agencyId: string, input: AgencyInvitationInput): Promise<AgencyCollaboration> {
    const creatorId = await accounts.userIdByUsername(input.username);
    const creator = creatorId ? (await accounts.publicUsers([creatorId])).get(creatorId) : undefined;
    if (!creator || creator.role !== 'CREATOR') {
      throw new AppError('VALIDATION_FAILED', agencyMessages.creatorNotFound, { fields: { username: agencyMessages.creatorNotFound } });
    }
    const created = await repo.insertInvitation(db, { agencyId, creatorId: creator.id, invitationLetter: input.invitationLetter, ...termsColumns(input) });
    if (!created) throw new AppError('CONFLICT', agencyMessages.alreadyInvited);
    return presentOne(created);
  }

  const list = async (userId: string) => present(await repo.listFor(db, userId));

  const partyOf = (row: repo.CollaborationRow | undefined, userId: string): Party | undefined =>
    row?.creatorId === userId ? 'creator' : row?.agencyId === userId ? 'agency' : undefined;

  /** One collaboration, for its creator or its agency only; anyone else is told it does not exist. */
  async function details(userId: string, id: string): Promise<AgencyCollaboration> {
    const row = await repo.findById(db, id);
    if (!partyOf(row, userId)) throw notFound(agencyMessages.notFound);
    return presentOne(row!);
  }

  /** Reads the party's row under lock, checks the transition, writes it; a second active one is refused. */
  async function act(userId: string, id: string, action: CollaborationAction, terms?: AgencyTerms): Promise<AgencyCollaboration> {
    try {
      return await db.transaction(async (tx) => {
        const row = await repo.lockById(tx, id);
        const party = partyOf(row, userId);
        if (!row || !party) throw notFound(agencyMessages.notFound);
        const change = transition(row, party, action, new Date());
        if (isRefusal(change)) throw new AppError(change.refused === 'forbidden' ? 'FORBIDDEN' : 'CONFLICT', change.message);
        if (change.status === 'ACTIVE' && (await repo.findActiveForCreator(tx, row.creatorId))) throw activeConflict(party);
        const updated = await repo.update(tx, id, { ...change, ...(terms && termsColumns(terms)) });
        return presentOne(updated, tx);
      });
    } catch (error) {
      if (violatedUniqueIndex(error) === ACTIVE_INDEX) throw activeConflict(action === 'approve' ? 'agency' : 'creator');
      throw error;
    }
  }

  const activeConflict = (party: Party) => new AppError('CONFLICT', party === 'creator' ? agencyMessages.alreadyActive : agencyMessages.creatorHasAgency);

  /** `PATCH users/{id}/agency-request/{action}`: the creator accepts (terms ticked), modifies or rejects. */
  async function respond(creatorId: string, id: string, action: CreatorAgencyAction, body: AgencyRequestInput): Promise<AgencyCollaboration> {
    if (action === 'accept' && body.terms_accepted !== true) {
      throw new AppError('VALIDATION_FAILED', agencyMessages.termsRequired, { fields: { terms_accepted: agencyMessages.termsRequired } });
    }
    if (action !== 'modify') return act(creatorId, id, action);
    const { revenueShare, featureRevenueShare, is_all_agency_share, resourcePermissions } = body;
    if (!revenueShare || !featureRevenueShare || is_all_agency_share === undefined || !resourcePermissions) {
      throw new AppError('VALIDATION_FAILED', agencyMessages.changesRequired);
    }
    return act(creatorId, id, 'modify', { revenueShare, featureRevenueShare, is_all_agency_share, resourcePermissions });
  }

  const revoke = (creatorId: string, id: string) => act(creatorId, id, 'revoke');
  const answer = (agencyId: string, id: string, decision: 'approve' | 'decline') => act(agencyId, id, decision);

  /**
   * What the agency may see of an active collaboration's creator: earnings over the last 90 days per
   * permitted resource, and the counts a permitted resource shows. Nothing of an unpermitted one.
   */
  async function creatorDetails(agencyId: string, id: string): Promise<AgencyCreatorDetails> {
    const row = await repo.findById(db, id);
    if (!row || row.agencyId !== agencyId) throw notFound(agencyMessages.notFound);
    if (row.status !== 'ACTIVE') throw new AppError('CONFLICT', agencyMessages.detailsWhileActive);
    const permitted = permittedResources(row.resourcePermissions);
    const [collaboration, summary] = await Promise.all([presentOne(row), earnings.summary(row.creatorId)]);
    const showsCounts = ['POST', 'STORY', 'CHANNEL'].some((name) => permitted.has(name as ResourceName));
    const counts = showsCounts ? await creatorCounts(collaboration.creator.username) : null;
    return { collaboration, earnings: earningsByResource(summary.series, permitted), counts: permittedCounts(counts, permitted) };
  }

  const funds = (agencyId: string) => earnings.agencyFunds(agencyId);

  /** An AGENCY account's name and contact, as invited creators see them (seed, admin and tests set it). */
  const saveProfile = (userId: string, profile: AgencyProfileInput) =>
    repo.upsertProfile(db, { userId, agencyName: profile.agency_name, contactName: profile.contact_name });

  /**
   * Staff open an agency account: the user (AGENCY, email and identity vouched for by staff) and its
   * profile in one transaction, then the mailed link with which the agency sets its own password.
   */
  async function createAgency(input: NewAgencyInput): Promise<{ _id: string; username: string }> {
    const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
    try {
      const user = await db.transaction(async (tx) => {
        const created = await accountsRepo.insertUser(tx, { username: input.username, email: input.email, emailVerified: true, kycStatus: 'verified', passwordHash, role: 'AGENCY' });
        await repo.upsertProfile(tx, { userId: created.id, agencyName: input.agency_name, contactName: input.contact_name });
        return created;
      });
      await accounts.forgotPassword(user.email);
      return { _id: user.id, username: user.username };
    } catch (error) {
      const index = violatedUniqueIndex(error);
      if (index === 'users_username_key') throw new AppError('CONFLICT', accountMessages.usernameTaken, { fields: { username: accountMessages.usernameTaken } });
      if (index === 'users_email_key') throw new AppError('CONFLICT', accountMessages.emailTaken, { fields: { email: accountMessages.emailTaken } });
      throw error;
    }
  }

  return { createAgency, saveProfile, creatorDetails, invite, list, details, respond, revoke, answer, funds };
}
export type AgencyService = ReturnType<typeof createAgencyService>;
