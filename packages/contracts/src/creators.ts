import { z } from 'zod';

export const creatorCardSchema = z.object({
  _id: z.string(),
  username: z.string(),
  display_name: z.string(),
  avatar: z.string().nullable(),
  background: z.string().nullable(),
  bio: z.string(),
  channel: z.object({ name: z.string(), username: z.string() }).nullable(),
  post_count: z.number().int(),
});
export type CreatorCard = z.infer<typeof creatorCardSchema>;

export const creatorPostSchema = z.object({
  _id: z.string(),
  text: z.string(),
  image: z.string().nullable(),
  created_at: z.string(),
});
export type CreatorPost = z.infer<typeof creatorPostSchema>;

export const creatorProfileSchema = creatorCardSchema.extend({ posts: z.array(creatorPostSchema) });
export type CreatorProfile = z.infer<typeof creatorProfileSchema>;

export const creatorUsernameParamsSchema = z.strictObject({ username: z.string().min(1).max(40) });
