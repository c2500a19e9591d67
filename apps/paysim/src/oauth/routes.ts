import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sendPage } from '../hosted/layout.ts';
import { messagePage } from '../hosted/message-page.ts';
import { consentPage } from './page.ts';
import { isOAuthProvider, presetIdentities, type OAuthService, type TestIdentity } from './service.ts';

const query = z.record(z.string(), z.string().optional());
const providerParams = z.object({ provider: z.string() });
const decisionParams = z.object({ provider: z.string(), id: z.string() });
const customIdentity = z.object({ name: z.string().trim().min(1).max(100), email: z.email(), email_verified: z.literal('true').optional() });

const notFound = messagePage({ title: 'Not found', message: 'Unknown identity provider or sign-in request.', status: 404 });

function basicCredentials(header: string | undefined) {
  if (!header?.startsWith('Basic ')) return undefined;
  const [id = '', secret = ''] = Buffer.from(header.slice(6), 'base64').toString().split(':');
  return { id: decodeURIComponent(id), secret: decodeURIComponent(secret) };
}

/** The sandbox identity providers: `/oauth/{google|twitter|facebook}/authorize`, `/token`, `/userinfo`. */
export async function oauthRoutes(app: FastifyInstance, { oauth }: { oauth: OAuthService }): Promise<void> {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.get('/oauth/:provider/authorize', async (request, reply) => {
    const { provider } = providerParams.parse(request.params);
    if (!isOAuthProvider(provider)) return sendPage(reply, notFound);
    const pending = oauth.begin(provider, query.parse(request.query));
    if ('error' in pending) return sendPage(reply, messagePage({ title: 'Invalid sign-in request', message: pending.error, status: 400 }));
    return sendPage(reply, consentPage(pending));
  });

  app.post('/oauth/:provider/authorize/:id', async (request, reply) => {
    const { provider, id } = decisionParams.parse(request.params);
    const pending = isOAuthProvider(provider) ? oauth.findRequest(id) : undefined;
    if (!pending || pending.provider !== provider) return sendPage(reply, notFound);
    const form = query.parse(request.body ?? {});
    if (form.decision !== 'allow') return reply.redirect(oauth.decide(id, null)!, 303);
    let identity: TestIdentity | undefined = form.preset && form.preset !== 'custom' ? presetIdentities[Number(form.preset)] : undefined;
    if (!identity) {
      const typed = customIdentity.safeParse(form);
      if (!typed.success) return sendPage(reply, consentPage(pending, 'Enter a name and a valid email'));
      identity = { name: typed.data.name, email: typed.data.email, email_verified: typed.data.email_verified === 'true' };
    }
    return reply.redirect(oauth.decide(id, identity)!, 303);
  });

  app.post('/oauth/:provider/token', async (request, reply) => {
    const { provider } = providerParams.parse(request.params);
    if (!isOAuthProvider(provider)) return reply.status(404).send({ error: 'invalid_request', error_description: 'Unknown provider' });
    const answer = oauth.exchange(provider, query.parse(request.body ?? {}), basicCredentials(request.headers.authorization));
    reply.header('cache-control', 'no-store');
    if ('error' in answer) return reply.status(answer.error === 'invalid_client' ? 401 : 400).send(answer);
    return answer;
  });

  app.get('/oauth/:provider/userinfo', async (request, reply) => {
    const { provider } = providerParams.parse(request.params);
    const header = request.headers.authorization;
    const claims = isOAuthProvider(provider) && header?.startsWith('Bearer ') ? oauth.userinfo(provider, header.slice(7)) : undefined;
    if (!claims) return reply.status(401).header('www-authenticate', 'Bearer error="invalid_token"').send({ error: 'invalid_token' });
    return claims;
  });
}
