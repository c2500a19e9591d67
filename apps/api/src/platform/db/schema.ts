/** Every domain's tables, gathered for drizzle-kit and the typed query builder. */
export * from '../../accounts/schema.ts';
export * from '../../accounts/settings-schema.ts';
export * from '../../accounts/social-schema.ts';
export * from '../../cards/schema.ts';
export * from '../../channels/schema.ts';
export * from '../../creators/schema.ts';
export * from '../../earnings/schema.ts';
export * from '../../ledger/schema.ts';
export * from '../../notifications/schema.ts';
export * from '../../payments/schema.ts';
export * from '../../posts/schema.ts';
export * from '../../transactions/schema.ts';
export * from '../../verification/schema.ts';
export * from '../../webhooks/schema.ts';
export * from '../../withdrawals/schema.ts';
export * from '../mail/schema.ts';
