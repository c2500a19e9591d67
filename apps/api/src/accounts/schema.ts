import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

export const roleEnum = pgEnum('role', ['USER', 'CREATOR', 'ADMIN', 'AGENCY']);

export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    username: text().notNull(),
    email: text().notNull(),
    emailVerified: boolean().notNull().default(false),
    passwordHash: text(),
    role: roleEnum().notNull().default('USER'),
    fName: text(),
    lName: text(),
    avatar: text(),
    /** ISO 3166 alpha-2; decides the tax a purchase carries. */
    country: text(),
    bannedAt: timestamp({ withTimezone: true }),
    /** Bumped when every session ends (sign out everywhere, password change, ban): older access tokens stop working. */
    sessionVersion: integer().notNull().default(0),
    /** Identity verification (KYC for creators, age for fans); moved by the verification domain. */
    kycStatus: text().$type<'none' | 'pending' | 'verified' | 'declined'>().notNull().default('none'),
    /** Lets a user with a verified email past the verification gate without identity verification. */
    skipContentWarning: boolean().notNull().default(false),
    /** When the sign-up form's age-and-terms box was ticked. */
    ageConfirmedAt: timestamp({ withTimezone: true }),
    /** Who or what brought the user: referred_by, offer_id, the campaign's cash id (as the sign-up link carried them). */
    signUpAttribution: jsonb(),
    /** The account `referred_by` named, when it named one (by username or id) at sign-up. */
    referrerId: uuid().references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    passwordChangedAt: timestamp({ withTimezone: true }),
    /** The authenticator app's secret, encrypted (AES-256-GCM); set while 2FA is on. */
    totpSecret: text(),
    /** A secret being set up: it becomes totpSecret once a code from it is verified. */
    totpPendingSecret: text(),
    totpEnabledAt: timestamp({ withTimezone: true }),
    /** The last 30-second step whose code was accepted: a code is good once. */
    totpLastStep: integer(),
    /** Profile completion (spec: Complete profile); kinks are private for fans, shown for creators. */
    dob: date({ mode: 'string' }),
    phoneNumber: text(),
    phoneCountryCode: text(),
    phoneVerifiedAt: timestamp({ withTimezone: true }),
    gender: text(),
    genderPreference: text(),
    kinks: jsonb().$type<string[]>(),
    lifestyleTopics: jsonb().$type<string[]>(),
    background: text(),
    profileCompletedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_username_key').on(sql`lower(${table.username})`),
    uniqueIndex('users_email_key').on(sql`lower(${table.email})`),
  ],
);

/**
 * Refresh tokens rotate on every use. All tokens issued from one sign-in share a family: presenting a
 * token that was already rotated means it leaked, so the whole family is revoked.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid().notNull(),
    tokenHash: text().notNull(),
    deviceInfo: jsonb(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    rotatedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('refresh_tokens_token_hash_key').on(table.tokenHash),
    index('refresh_tokens_family_idx').on(table.familyId),
  ],
);

/** Devices an account has signed in from; a sign-in from any other device asks for a mailed code. */
export const knownDevices = pgTable(
  'known_devices',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the browser's device id. */
    deviceHash: text().notNull(),
    deviceInfo: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('known_devices_user_device_key').on(table.userId, table.deviceHash)],
);

export const accountTokenPurposeEnum = pgEnum('account_token_purpose', ['verify_email', 'reset_password', 'totp_recovery']);

/** The single-use links mailed to a user; only their SHA-256 is kept. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: accountTokenPurposeEnum().notNull(),
    tokenHash: text().notNull(),
    /** The address the link was sent to: a verification link proves only that address. */
    email: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('account_tokens_token_hash_key').on(table.tokenHash),
    index('account_tokens_user_purpose_idx').on(table.userId, table.purpose, table.createdAt),
  ],
);

export const loginChallengeKindEnum = pgEnum('login_challenge_kind', ['email_otp', 'totp']);

/**
 * A sign-in waiting for its second step: a code mailed for a new device (`email_otp`, only its hash
 * kept) or the authenticator app's code (`totp`). Consumed once; burned after too many wrong codes.
 */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: loginChallengeKindEnum().notNull(),
    codeHash: text(),
    deviceInfo: jsonb(),
    attempts: integer().notNull().default(0),
    resends: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    resendAt: timestamp({ withTimezone: true }),
    consumedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('login_challenges_user_idx').on(table.userId, table.createdAt)],
);

/**
 * A 6-digit code sent by SMS to prove a phone number (purpose PhoneNumberChange). Only an HMAC bound to
 * the row's id is kept; consumed once by profile completion; burned after too many wrong codes.
 */
export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** E.164-like: dial code and number, digits only after the '+'. */
    phone: text().notNull(),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [index('phone_verifications_user_idx').on(table.userId, table.createdAt)],
);

export const accountThrottleFlowEnum = pgEnum('account_throttle_flow', ['password', 'login_code', 'two_factor', 'reset_mail', 'recovery_mail']);

/**
 * Failed attempts per account and flow, whatever the client address (accounts/throttles.ts): growing
 * waits, then a lock. For the mail flows each mail sent counts. A right answer deletes the row.
 */
export const accountThrottles = pgTable(
  'account_throttles',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    flow: accountThrottleFlowEnum().notNull(),
    /** Failures in the current window (mails sent, for the mail flows). */
    attempts: integer().notNull().default(0),
    lastAttemptAt: timestamp({ withTimezone: true }),
    /** Password checks admitted and not yet answered; counted only while `claimedAt` is recent. */
    pending: integer().notNull().default(0),
    claimedAt: timestamp({ withTimezone: true }),
    lockedUntil: timestamp({ withTimezone: true }),
    /** The last lock mail to the owner: at most one a day, however often the account is locked. */
    lockMailedAt: timestamp({ withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.flow] })],
);
