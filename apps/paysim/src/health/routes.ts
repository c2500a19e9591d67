import type { FastifyInstance } from 'fastify';

const healthResponse = {
  type: 'object',
  required: ['status', 'service', 'uptime_seconds'],
  properties: {
    status: { type: 'string', enum: ['ok'] },
    service: { type: 'string', enum: ['paysim'] },
    uptime_seconds: { type: 'integer' },
  },
} as const;

export function healthRoutes(app: FastifyInstance): void {
  app.get('/health', {
    schema: { response: { 200: healthResponse } },
    handler: async () => ({ status: 'ok', service: 'paysim', uptime_seconds: Math.round(process.uptime()) }),
  });
}
