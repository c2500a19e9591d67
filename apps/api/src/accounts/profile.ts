import type { CompleteProfile, InterestKind, InterestsQuery, SendVerificationCodeInput } from '@velvet/contracts';
import { completeProfileSchema, interestsQuerySchema, PHONE_CODE_TTL_SECONDS, PHONE_RESEND_SECONDS, profileMessages, saveNameSchema } from '@velvet/contracts';
import { randomUUID } from 'node:crypto';
import { AppError } from '../platform/errors.ts';
import type { AccountsContext } from './context.ts';
import { countryList, isKnownCountry } from './countries.ts';
import { searchInterests, unknownInterests } from './interests.ts';
import * as profileRepo from './profile-repo.ts';
import * as repo from './repo.ts';
import { sameText, sixDigitCode } from './secrets.ts';

const MAX_WRONG_PHONE_CODES = 5;

/** Refused profile completions answer 422 with the first rule's message (spec: 'status 422 returns to step 1'). */
const unprocessable = (message: string, field?: string) => new AppError('UNPROCESSABLE', message, field ? { fields: { [field]: message } } : {});

const fullPhone = (countryCode: string, phoneNumber: string) => `${countryCode}${phoneNumber}`;

type ProfileOptions = {
  /** True when a URL names an image this user uploaded: a profile only points at its owner's uploads. */
  isOwnUpload: (url: string, userId: string) => boolean;
};

/** Profile completion (countries, interests, phone verification by SMS) and the name prompt. */
export function createProfile(context: AccountsContext, { isOwnUpload }: ProfileOptions) {
  const { db, secrets, now, run } = context;

  /** Sends a 6-digit SMS code for a phone number; answers its sid. One code a minute per user. */
  async function sendVerificationCode(userId: string, input: SendVerificationCodeInput) {
    if (!isKnownCountry(input.country_iso)) throw unprocessable(profileMessages.countryRequired, 'country_iso');
    const at = now();
    const latest = await profileRepo.latestPhoneVerification(db, userId);
    if (latest && at.getTime() - latest.createdAt.getTime() < PHONE_RESEND_SECONDS * 1000) {
      throw new AppError('RATE_LIMITED', 'Please wait before asking for a new code.');
    }
    const sid = randomUUID();
    const code = sixDigitCode();
    const phone = fullPhone(input.country_code, input.phone_number);
    const expiresAt = new Date(at.getTime() + PHONE_CODE_TTL_SECONDS * 1000);
    await run(async (unit) => {
      await profileRepo.insertPhoneVerification(unit.tx, { id: sid, userId, phone, codeHash: secrets.codeMac(sid, code), expiresAt });
      await context.mail(unit, { channel: 'sms', to: phone, text: `Your Velvet verification code is ${code}. It expires in 10 minutes.` });
    });
    return { sid, expires_at: expiresAt.toISOString(), resend_at: new Date(at.getTime() + PHONE_RESEND_SECONDS * 1000).toISOString() };
  }

  function checkRules(role: repo.UserRow['role'], userId: string, profile: CompleteProfile) {
    if (!isKnownCountry(profile.country)) throw unprocessable(profileMessages.countryRequired, 'country');
    const phoneGiven = Boolean(profile.phone_number);
    if (role === 'CREATOR' && !phoneGiven) throw unprocessable(profileMessages.phoneRequired, 'phone_number');
    if (phoneGiven && !profile.country_code) throw unprocessable('Choose a dial code', 'country_code');
    if (phoneGiven && (!profile.otp || !profile.sid)) throw new AppError('UNPROCESSABLE', profileMessages.smsFailed, { fields: { otp: profileMessages.smsFailed } });
    if (role === 'CREATOR' && !profile.avatar) throw unprocessable(profileMessages.avatarRequired, 'avatar');
    for (const field of ['avatar', 'background'] as const) {
      const url = profile[field];
      if (url && !isOwnUpload(url, userId)) throw unprocessable(profileMessages.unsupportedFormat, field);
    }
    const kinds: [InterestKind, string[]][] = [
      ['kinks', profile.preferences.kinks],
      ['lifestyle-topics', profile.preferences.lifestyle_topics],
    ];
    for (const [kind, selected] of kinds) if (unknownInterests(kind, selected).length) throw unprocessable(profileMessages.unknownInterest, kind);
  }

  /**
   * Validates the wizard's payload, proves the phone by its SMS code (used once), and stores the
   * profile. Any refusal is a 422 with the rule's message; a wrong, used or expired code is
   * 'Sms verification failed' (the wizard returns to the phone step on that message).
   */
  async function completeProfile(userId: string, body: unknown): Promise<void> {
    const parsed = completeProfileSchema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw unprocessable(issue.message, issue.path.join('.') || 'body');
    }
    const profile = parsed.data;
    const user = await repo.findUserById(db, userId);
    if (!user) throw new AppError('UNAUTHENTICATED', 'Your session has expired. Please sign in again.');
    checkRules(user.role, userId, profile);

    const refusal = await run(async (unit) => {
      const at = now();
      let phoneVerifiedAt: Date | null = null;
      if (profile.phone_number && profile.country_code && profile.otp && profile.sid) {
        const verification = /^[0-9a-f-]{36}$/i.test(profile.sid) ? await profileRepo.lockPhoneVerification(unit.tx, profile.sid, userId) : undefined;
        const usable =
          verification &&
          !verification.consumedAt &&
          verification.expiresAt > at &&
          verification.attempts < MAX_WRONG_PHONE_CODES &&
          verification.phone === fullPhone(profile.country_code, profile.phone_number);
        if (!usable) return profileMessages.smsFailed;
        if (!sameText(verification.codeHash, secrets.codeMac(verification.id, profile.otp))) {
          // Counted in this transaction although the answer is an error: the refusal is thrown after commit.
          await profileRepo.countWrongPhoneCode(unit.tx, verification.id);
          return profileMessages.smsFailed;
        }
        await profileRepo.consumePhoneVerification(unit.tx, verification.id, at);
        phoneVerifiedAt = at;
      }
      await profileRepo.updateProfile(unit.tx, userId, {
        country: profile.country,
        dob: profile.dob,
        ...(phoneVerifiedAt && { phoneNumber: profile.phone_number, phoneCountryCode: profile.country_code, phoneVerifiedAt }),
        gender: profile.gender,
        genderPreference: profile.preferences.gender,
        kinks: profile.preferences.kinks,
        lifestyleTopics: profile.preferences.lifestyle_topics,
        ...(profile.avatar && { avatar: profile.avatar }),
        ...(profile.background && { background: profile.background }),
        profileCompletedAt: at,
      });
      return undefined;
    });
    if (refusal) throw new AppError('UNPROCESSABLE', refusal, { fields: { otp: refusal } });
  }

  /** The name prompt: trimmed, 3 to 50 letters each, no punctuation or emoji; refusals are 422 with the spec's words. */
  async function saveName(userId: string, body: unknown): Promise<void> {
    const parsed = saveNameSchema.safeParse(body);
    if (!parsed.success) throw unprocessable(parsed.error.issues[0]!.message);
    await profileRepo.updateProfile(db, userId, { fName: parsed.data.f_name, lName: parsed.data.l_name });
  }

  function listInterests(kind: InterestKind, query: InterestsQuery) {
    return searchInterests({ kind, ...interestsQuerySchema.parse(query) });
  }

  return { sendVerificationCode, completeProfile, saveName, listInterests, listCountries: () => countryList };
}
