import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { AuthPolicy } from '../auth/guard.ts';
import type { Api } from './types.ts';

/** Public routes need no token; every route names its policy in `x-auth`, so clients and the authorisation matrix read it from one place. */
const authDocs = (policy: AuthPolicy | undefined) => (policy === undefined ? {} : { 'x-auth': policy, ...(policy === 'public' && { security: [] }) });

/** The OpenAPI document is generated from the same zod schemas that validate the requests. */
export async function registerOpenApi(app: Api): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Velvet API', version: '1.0.0', description: 'Creator-and-fan platform. Amounts are dollars at the edge, cents inside.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: (input) => {
      const { schema, url } = jsonSchemaTransform(input);
      return { url, schema: { ...schema, ...authDocs(input.route.config?.auth) } };
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
