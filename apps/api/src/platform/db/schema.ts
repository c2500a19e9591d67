/** Every domain's tables, gathered for drizzle-kit and the typed query builder. */
export * from '../../accounts/schema.ts';
export * from '../../channels/schema.ts';
export * from '../../creators/schema.ts';
export * from '../../notifications/schema.ts';
export * from '../../posts/schema.ts';
