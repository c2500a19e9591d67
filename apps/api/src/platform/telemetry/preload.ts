// Loaded with `node --import` before the app (apps/api's start script does): with OTEL_ENABLED=true it
// starts tracing before http, fastify, pg and ioredis load; otherwise it loads nothing and costs nothing.
if (process.env.OTEL_ENABLED === 'true') await import('./tracing.ts');

export {};
