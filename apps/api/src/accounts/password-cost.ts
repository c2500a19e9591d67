/** Argon2id's memory (KiB) and passes; a hash records its own, so a hash verifies whatever the current cost. */
export type PasswordHashCost = { memoryCost: number; timeCost: number };

/** OWASP's recommended minimum for argon2id; config.ts refuses anything weaker in production. */
export const PRODUCTION_PASSWORD_HASH_COST: PasswordHashCost = { memoryCost: 19_456, timeCost: 2 };
