import type { SignUpOffer, SignUpUserType } from '@velvet/contracts';
import { isOfferFor } from '@velvet/contracts';
import type { Executor } from '../platform/db/client.ts';
import { notFound } from '../platform/errors.ts';
import * as repo from './repo.ts';

const toOffer = (row: repo.OfferRow): SignUpOffer => ({
  _id: row.id,
  title: row.title,
  description: row.description,
  available_to: row.availableTo,
  expires_at: row.expiresAt?.toISOString() ?? null,
});

export function createOffersService({ db, now = () => new Date() }: { db: Executor; now?: () => Date }) {
  async function liveOffer(id: string): Promise<SignUpOffer> {
    const row = await repo.findLiveOffer(db, id, now());
    if (!row) throw notFound('This offer has ended or does not exist.');
    return toOffer(row);
  }

  /** Whether a sign-up of `userType` may claim the offer: it is live and meant for that type. */
  async function isClaimable(id: string, userType: SignUpUserType, executor: Executor = db): Promise<boolean> {
    const row = await repo.findLiveOffer(executor, id, now());
    return row !== undefined && isOfferFor({ available_to: row.availableTo }, userType);
  }

  return { liveOffer, isClaimable };
}
export type OffersService = ReturnType<typeof createOffersService>;
