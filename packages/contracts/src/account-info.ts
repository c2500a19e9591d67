import { z } from 'zod';

/** The edit-profile form's messages (the spec is silent on them). */
export const accountInfoMessages = {
  displayNameRequired: 'Display name is required',
  displayNameLength: 'Display name must be between 2 and 50 characters',
  displayNameCharacters: 'Display name cannot contain invisible or control characters',
  bioTooLong: 'Your bio can be at most 1000 characters',
  linkInvalid: 'Enter a full web address starting with http:// or https://',
  linksTooMany: 'You can add at most 5 links',
  linkDuplicate: 'Each link once',
  avatarRequired: 'Please upload a profile picture.',
  imageNotYours: 'Upload the picture again: it was not found among your uploads',
  creatorsOnly: 'Only creators have a public profile to edit',
  saved: 'Your profile has been saved.',
} as const;

export const DISPLAY_NAME_MIN = 2;
export const DISPLAY_NAME_MAX = 50;
export const BIO_MAX = 1000;
export const PROFILE_LINKS_MAX = 5;
export const PROFILE_LINK_MAX_LENGTH = 300;

// Control, format (zero-width, bidi overrides) and unassigned characters: a name must look like what it says.
const invisible = /[\p{Cc}\p{Cf}\p{Cn}]/u;

/** An absolute http(s) address, at most 300 characters. */
export const profileLinkSchema = z
  .string()
  .trim()
  .max(PROFILE_LINK_MAX_LENGTH, accountInfoMessages.linkInvalid)
  .refine((link) => {
    if (!URL.canParse(link)) return false;
    const url = new URL(link);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  }, accountInfoMessages.linkInvalid);

/**
 * `PUT /api/users/account-info` (spec: "PUT account info"): the creator's public profile. `avatar` and
 * `background` are URLs answered by `POST /api/uploads/images` (the cropped pictures); the web form
 * validates with the same schema.
 */
export const accountInfoSchema = z.strictObject({
  display_name: z
    .string({ error: accountInfoMessages.displayNameRequired })
    .trim()
    .min(1, accountInfoMessages.displayNameRequired)
    .min(DISPLAY_NAME_MIN, accountInfoMessages.displayNameLength)
    .max(DISPLAY_NAME_MAX, accountInfoMessages.displayNameLength)
    .refine((name) => !invisible.test(name), accountInfoMessages.displayNameCharacters),
  bio: z.string().trim().max(BIO_MAX, accountInfoMessages.bioTooLong).default(''),
  links: z
    .array(profileLinkSchema)
    .max(PROFILE_LINKS_MAX, accountInfoMessages.linksTooMany)
    .refine((links) => new Set(links.map((link) => link.toLowerCase())).size === links.length, accountInfoMessages.linkDuplicate)
    .default([]),
  avatar: z.string({ error: accountInfoMessages.avatarRequired }).trim().min(1, accountInfoMessages.avatarRequired).max(500),
  background: z.string().trim().max(500).nullable().default(null),
});
export type AccountInfoInput = z.input<typeof accountInfoSchema>;
export type AccountInfo = z.infer<typeof accountInfoSchema>;

/** The answer of `GET` and `PUT /api/users/account-info`: what the profile now shows. */
export const accountInfoViewSchema = z.object({
  display_name: z.string(),
  bio: z.string(),
  links: z.array(z.string()),
  avatar: z.string().nullable(),
  background: z.string().nullable(),
});
export type AccountInfoView = z.infer<typeof accountInfoViewSchema>;
