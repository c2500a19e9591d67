import { sql, type SQL } from 'drizzle-orm';

/**
 * Whether a creator's posts and stories may be listed to a viewer, by the creator's privacy setting
 * ('Who can see your profile'): everyone (no setting, or public); live subscribers of one of their
 * channels; or only the creator. A read rule other domains put in their own queries, so a page stays
 * one statement.
 */
export const contentVisibleTo = (creatorId: SQL, viewerId: string | null): SQL => sql`(
  ${creatorId} = ${viewerId}::uuid
  or not exists (
    select 1 from account_settings s
    where s.user_id = ${creatorId}
      and (s.profile_visibility = 'private'
        or (s.profile_visibility = 'subscribers' and not exists (
          select 1 from subscriptions sub join channels ch on ch.id = sub.channel_id
          where ch.creator_id = ${creatorId} and sub.fan_id = ${viewerId}::uuid and sub.status <> 'expired' and sub.expires_on > now()))))
)`;
