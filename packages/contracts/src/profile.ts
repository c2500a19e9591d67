import { z } from 'zod';
import { deviceInfoSchema } from './auth.ts';

/** Profile completion, the name prompt and uploads: the spec's words where it quotes them, ours where it is silent. */
export const profileMessages = {
  unsupportedFormat: 'Unsupported Format',
  imageTooLarge: 'The image is too large (max 10 MB).',
  imageMissing: 'Choose an image to upload.',
  avatarRequired: 'Please upload a profile picture.',
  countryRequired: 'Country is required',
  dobRequired: 'Date of birth is required',
  tooYoung: 'You must be at least 18 years old',
  phoneLength: 'Phone number must be between 5 and 15 characters.',
  phoneRequired: 'Please verify your phone number.',
  otpFormat: 'Please enter a valid 6-digit OTP',
  smsFailed: 'Sms verification failed',
  invalidGender: 'Invalid Gender',
  invalidGenderPreference: 'Invalid Gender Preference',
  minKinks: 'Select at least five kinks',
  minTopics: 'Select at least five lifestyle interests',
  maxKinks: 'You can select up to 20 kinks only',
  maxTopics: 'You can select up to 20 topic only',
  unknownInterest: 'Please choose interests from the list.',
  codeSent: 'We sent a 6-digit code to your phone.',
  namesRequired: 'Both fields are required!',
  nameLength: 'First/Last name must be between 3 and 50 characters.',
  namePunctuation: 'Names cannot contain punctuation or emojis.',
  bannedWord: (word: string) => `The word ${word} isn't allowed. Please keep it friendly!`,
} as const;

/** Spec section 9 and 5. */
export const MIN_AGE_YEARS = 18;
export const PHONE_MIN = 5;
export const PHONE_MAX = 15;
export const INTERESTS_MIN = 5;
export const INTERESTS_MAX = 20;
export const INTERESTS_FIRST_PAGE = 100;
export const INTERESTS_SEARCH_PAGE = 20;
export const INTERESTS_SEARCH_DEBOUNCE_MS = 600;
export const DIAL_CODE_SEARCH_DEBOUNCE_MS = 300;
export const DIAL_CODE_MAX_LENGTH = 5;
export const PHONE_RESEND_SECONDS = 60;
export const PHONE_CODE_TTL_SECONDS = 600;
export const NAME_MIN = 3;
export const NAME_MAX = 50;
export const CROP = { avatarAspect: 1, backgroundAspect: 2, jpegQuality: 0.8, minWidth: 50 } as const;
/** The error code a banned word in an interests search answers with (spec: "error code 1000"). */
export const BANNED_WORD_ERROR_CODE = 1000;

export const imageKinds = ['avatar', 'background'] as const;
export type ImageKind = (typeof imageKinds)[number];
/** Server-side bounds: an image is resized to fit inside these, never enlarged. */
export const IMAGE_BOUNDS: Record<ImageKind, { width: number; height: number }> = {
  avatar: { width: 512, height: 512 },
  background: { width: 1600, height: 800 },
};
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const imageExtensions = ['jpg', 'jpeg', 'gif', 'png'] as const;
export const imageMimeTypes = ['image/jpeg', 'image/gif', 'image/png'] as const;

/** True for the spec's four types, judged by file name extension or MIME type. */
export function isSupportedImage(file: { name?: string; type?: string }): boolean {
  const extension = file.name?.split('.').pop()?.toLowerCase() ?? '';
  if (file.name && !(imageExtensions as readonly string[]).includes(extension)) return false;
  return !file.type || (imageMimeTypes as readonly string[]).includes(file.type);
}

export const uploadedImageSchema = z.object({ url: z.string() });
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

export const countrySchema = z.object({ name: z.string(), iso2: z.string(), code: z.string(), dial_code: z.string() });
export type Country = z.infer<typeof countrySchema>;

/** Where several countries share a dial code, the one the picker chooses (spec: +44 picks GB, +1 picks US). */
const preferredByDialCode: Record<string, string> = { '+1': 'US', '+7': 'RU', '+44': 'GB', '+39': 'IT', '+47': 'NO', '+61': 'AU', '+262': 'RE', '+358': 'FI', '+590': 'GP', '+599': 'CW', '+212': 'MA', '+290': 'SH' };

/** Digits with an optional leading +, at most 5 characters (spec: dial-code input). */
export const normaliseDialCode = (input: string) => {
  const digits = input.replace(/\D/g, '').slice(0, DIAL_CODE_MAX_LENGTH - 1);
  return digits ? `+${digits}` : '';
};

/** The country a typed dial code picks, or undefined when none has it. */
export function countryForDialCode<T extends Pick<Country, 'iso2' | 'dial_code'>>(countries: readonly T[], input: string): T | undefined {
  const dialCode = normaliseDialCode(input);
  if (!dialCode) return undefined;
  const matches = countries.filter((country) => country.dial_code === dialCode);
  const preferred = preferredByDialCode[dialCode];
  return matches.find((country) => country.iso2 === preferred) ?? matches[0];
}

/** Countries whose name, iso2 or dial code matches a search. */
export function searchCountries<T extends Country>(countries: readonly T[], query: string): T[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...countries];
  const dial = normaliseDialCode(needle);
  return countries.filter(
    (country) => country.name.toLowerCase().includes(needle) || country.iso2.toLowerCase() === needle || (/^\+?\d/.test(needle) && country.dial_code.startsWith(dial)),
  );
}

/** Whole years between a date of birth (YYYY-MM-DD) and today. */
export function ageInYears(dob: string, today: Date = new Date()): number {
  const [year, month, day] = dob.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - year;
  const beforeBirthday = today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

export const genders = ['Male', 'Female', 'Other'] as const;
export const genderPreferences = ['Male', 'Female', 'Other', 'All'] as const;
export type Gender = (typeof genders)[number];

export const interestKinds = ['kinks', 'lifestyle-topics'] as const;
export type InterestKind = (typeof interestKinds)[number];

/** `GET /api/interests/{kind}`: the first 100, or a search 20 a page. */
export const interestsQuerySchema = z.strictObject({
  query: z.string().trim().max(60).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  limit: z.coerce.number().int().min(1).max(INTERESTS_FIRST_PAGE).default(INTERESTS_SEARCH_PAGE),
});
export type InterestsQuery = z.input<typeof interestsQuerySchema>;
export const interestsPageSchema = z.object({ items: z.array(z.string()), total: z.number(), page: z.number(), limit: z.number() });
export type InterestsPage = z.infer<typeof interestsPageSchema>;

/** An interest selection's rules, in the order the spec lists them; also used by the wizard as the user picks. */
export function interestSelectionError(kind: InterestKind, selected: readonly string[]): string | undefined {
  const kinks = kind === 'kinks';
  if (selected.length < INTERESTS_MIN) return kinks ? profileMessages.minKinks : profileMessages.minTopics;
  if (selected.length > INTERESTS_MAX) return kinks ? profileMessages.maxKinks : profileMessages.maxTopics;
  return undefined;
}

const phoneDigits = z.string().trim().regex(/^\d*$/, profileMessages.phoneLength);

/** `POST /api/users/send-verification-code`. */
export const sendVerificationCodeSchema = z.strictObject({
  purpose: z.literal('PhoneNumberChange'),
  phone_number: phoneDigits.min(PHONE_MIN, profileMessages.phoneLength).max(PHONE_MAX, profileMessages.phoneLength),
  country_code: z.string().regex(/^\+\d{1,4}$/, 'Choose a dial code'),
  country_iso: z.string().regex(/^[A-Za-z]{2}$/, profileMessages.countryRequired).toUpperCase(),
});
export type SendVerificationCodeInput = z.infer<typeof sendVerificationCodeSchema>;
export const verificationCodeSentSchema = z.object({ sid: z.string(), expires_at: z.string(), resend_at: z.string() });

const interestList = (kind: InterestKind) =>
  z
    .array(z.string().trim().min(1).max(60))
    .max(100)
    .superRefine((selected, context) => {
      const error = interestSelectionError(kind, selected);
      if (error) context.addIssue({ code: 'custom', message: error });
    });

/** `POST /api/users/complete-profile` (spec section 3, profile completion payload). */
export const completeProfileSchema = z.strictObject({
  country: z.string({ error: profileMessages.countryRequired }).regex(/^[A-Za-z]{2}$/, profileMessages.countryRequired).toUpperCase(),
  dob: z
    .string({ error: profileMessages.dobRequired })
    .regex(/^\d{4}-\d{2}-\d{2}$/, profileMessages.dobRequired)
    .refine((dob) => !Number.isNaN(Date.parse(`${dob}T00:00:00Z`)), profileMessages.dobRequired)
    .refine((dob) => ageInYears(dob) >= MIN_AGE_YEARS, profileMessages.tooYoung),
  phone_number: z
    .union([z.literal(''), phoneDigits.min(PHONE_MIN, profileMessages.phoneLength).max(PHONE_MAX, profileMessages.phoneLength)])
    .optional(),
  country_code: z.union([z.literal(''), z.string().regex(/^\+\d{1,4}$/, 'Choose a dial code')]).optional(),
  otp: z.union([z.literal(''), z.string().regex(/^\d{6}$/, profileMessages.otpFormat)]).optional(),
  sid: z.string().max(100).optional(),
  gender: z.enum(genders, profileMessages.invalidGender),
  avatar: z.string().max(500).optional(),
  background: z.string().max(500).optional(),
  preferences: z.strictObject({
    gender: z.enum(genderPreferences, profileMessages.invalidGenderPreference),
    kinks: interestList('kinks'),
    lifestyle_topics: interestList('lifestyle-topics'),
  }),
});
export type CompleteProfileInput = z.input<typeof completeProfileSchema>;
export type CompleteProfile = z.infer<typeof completeProfileSchema>;

/** Letters (any script), spaces, and nothing else once trimmed. */
const NAME_PATTERN = /^[\p{L}\p{M}]+(?: [\p{L}\p{M}]+)*$/u;

/** The name prompt's rules in the spec's order; answers the first message, or undefined. */
export function nameError(firstName: string, lastName: string): string | undefined {
  const first = firstName.trim();
  const last = lastName.trim();
  if (!first || !last) return profileMessages.namesRequired;
  const outOfRange = (name: string) => [...name].length < NAME_MIN || [...name].length > NAME_MAX;
  if (outOfRange(first) || outOfRange(last)) return profileMessages.nameLength;
  if (!NAME_PATTERN.test(first) || !NAME_PATTERN.test(last)) return profileMessages.namePunctuation;
  return undefined;
}

/** `POST /api/users/name` (spec: name-save payload). */
export const saveNameSchema = z
  .strictObject({ f_name: z.string().max(200).default(''), l_name: z.string().max(200).default(''), device_info: deviceInfoSchema.optional() })
  .transform((input) => ({ ...input, f_name: input.f_name.trim(), l_name: input.l_name.trim() }))
  .superRefine((input, context) => {
    const error = nameError(input.f_name, input.l_name);
    if (error) context.addIssue({ code: 'custom', message: error });
  });
export type SaveNameInput = z.input<typeof saveNameSchema>;
