import { createPostSchema, createStorySchema, postVisibilities, type CreatePostInput, type CreateStoryInput } from '@velvet/contracts';
import { z } from 'zod';

export const composerKinds = ['post', 'story'] as const;
export type ComposerKind = (typeof composerKinds)[number];

/** The composer's own texts: what the shared schemas cannot say because they never see the form. */
export const composerMessages = {
  storyOneMedia: 'A story has exactly one photo or video',
  storyNotForSubscribers: 'A story is free or pay-to-view',
  collaboratorRequired: 'Choose a creator',
  uploadsPending: 'Wait until every file has finished uploading',
  uploadsFailed: 'Remove or retry the files that failed to upload',
} as const;

const collaboratorRowSchema = z.object({ user_id: z.string(), percent: z.union([z.number(), z.literal('')]) });

const composerFieldsSchema = z.object({
  kind: z.enum(composerKinds),
  text: z.string(),
  visibility: z.enum(postVisibilities),
  channel_id: z.string(),
  list_id: z.string(),
  price: z.union([z.number(), z.literal('')]),
  collaborators: z.array(collaboratorRowSchema),
  media_ids: z.array(z.string()),
  /** Vault items picked for a post; the server copies each (stories take an upload only). */
  vault_media_ids: z.array(z.string()),
});
export type ComposerValues = z.input<typeof composerFieldsSchema>;

export type ComposerPayload = { kind: 'post'; input: CreatePostInput } | { kind: 'story'; input: CreateStoryInput };

export const composerDefaults: ComposerValues = {
  kind: 'post',
  text: '',
  visibility: 'free',
  channel_id: '',
  list_id: '',
  price: '',
  collaborators: [],
  media_ids: [],
  vault_media_ids: [],
};

const blankToUndefined = <T>(value: T | '') => (value === '' ? undefined : value);

/** The payload a post's form stands for; fields that do not apply to its visibility are left out. */
export function postPayload(values: ComposerValues): CreatePostInput {
  return {
    text: values.text,
    media_ids: values.media_ids,
    ...(values.vault_media_ids.length > 0 && { vault_media_ids: values.vault_media_ids }),
    visibility: values.visibility,
    channel_id: values.visibility === 'subscribers' ? blankToUndefined(values.channel_id) : undefined,
    list_id: values.visibility === 'list' ? blankToUndefined(values.list_id) : undefined,
    price: values.visibility === 'paid' ? blankToUndefined(values.price) : undefined,
    collaborators: values.collaborators.map((row) => ({ user_id: row.user_id, percent: row.percent === '' ? Number.NaN : row.percent })),
  };
}

export function storyPayload(values: ComposerValues): CreateStoryInput {
  return {
    media_id: values.media_ids[0] as string,
    text: values.text,
    price: values.visibility === 'paid' ? blankToUndefined(values.price) : undefined,
  };
}

type Context = z.RefinementCtx;
const addIssue = (context: Context, path: (string | number)[], message: string) => context.addIssue({ code: 'custom', path, message });

/**
 * Runs the shared schema and reports its issues on the form's fields (a story's media_id is the form's
 * media_ids); a field the form already explained (`explained`, joined paths) keeps the form's message.
 */
function forwardIssues<T>(schema: z.ZodType<T>, payload: unknown, context: Context, explained: Set<string>): T | typeof z.NEVER {
  const parsed = schema.safeParse(payload);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    const [field, ...rest] = issue.path.map((part) => (typeof part === 'symbol' ? String(part) : part));
    const path = [field === 'media_id' ? 'media_ids' : (field ?? 'text'), ...rest];
    if (!explained.has(path.join('.'))) addIssue(context, path, issue.message);
  }
  return z.NEVER;
}

/**
 * The composer's schema for react-hook-form: the post or story payload, validated by the same
 * contracts schema the API uses, so the form shows the server's messages.
 */
export const composerFormSchema = composerFieldsSchema.transform((values, context): ComposerPayload => {
  const explained = new Set<string>();
  const explain = (path: (string | number)[], message: string) => {
    explained.add(path.join('.'));
    addIssue(context, path, message);
  };
  if (values.kind === 'story') {
    if (values.media_ids.length > 1) explain(['media_ids'], composerMessages.storyOneMedia);
    if (values.visibility === 'subscribers' || values.visibility === 'list') explain(['visibility'], composerMessages.storyNotForSubscribers);
    return { kind: 'story', input: forwardIssues(createStorySchema, storyPayload(values), context, explained) as CreateStoryInput };
  }
  values.collaborators.forEach((row, index) => {
    if (!row.user_id) explain(['collaborators', index, 'user_id'], composerMessages.collaboratorRequired);
  });
  return { kind: 'post', input: forwardIssues(createPostSchema, postPayload(values), context, explained) as CreatePostInput };
});
