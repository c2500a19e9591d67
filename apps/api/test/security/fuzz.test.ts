import fc from 'fast-check';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../../src/ledger/index.ts';
import type { ApiProcess } from '../support/processes.ts';
import { sandboxedTestApp } from '../support/paysim.ts';
import type { TestApp } from '../support/test-app.ts';
import { bodyText, cleanParameterValue, encodeComponent, mutate, mutation, parameterValue, validish, type JsonSchema, type Known, type Parameter } from './fuzz-inputs.ts';
import { fileSamples, multipartCase, multipartRequest } from './fuzz-multipart.ts';
import { FuzzWorld, type Identity } from './fuzz-world.ts';

// FUZZ_RUNS=50 FUZZ_SEED=7 FUZZ_BURST=10 for a longer hunt; the defaults keep a CI run near a minute.
const RUNS = Number(process.env.FUZZ_RUNS ?? 5);
const SEED = Number(process.env.FUZZ_SEED ?? 20_240_601);
const REQUEST_TIMEOUT_MS = Number(process.env.FUZZ_REQUEST_TIMEOUT_MS ?? 15_000);
// The same accepted request sent this many times at once: double clicks and retries racing each other.
const BURST = Number(process.env.FUZZ_BURST ?? 4);

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Operation = { method: Method; path: string; parameters: Parameter[]; body?: JsonSchema };
type Case = { url: string; headers: Record<string, string>; payload?: string | Buffer };
type Finding = { route: string; identity: string; status: number | 'timeout'; answer: string; input: string };

const METHOD_ORDER: Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const HIDDEN = /^\/api\/docs/;

type OpenApi = { paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema: JsonSchema }> } }>> };

/** Every documented route, reads first and deletions last so that the deep paths find their rows. */
function operationsOf(document: OpenApi): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    if (HIDDEN.test(path)) continue;
    for (const [method, operation] of Object.entries(methods)) {
      const upper = method.toUpperCase() as Method;
      if (!METHOD_ORDER.includes(upper)) continue;
      const parameters = (operation.parameters ?? []).map((parameter) => ({ ...parameter, hint: path.split(`/{${parameter.name}}`)[0]!.split('/').pop() }));
      operations.push({ method: upper, path, parameters, body: operation.requestBody?.content?.['application/json']?.schema });
    }
  }
  return operations.sort((a, b) => METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method));
}

type Payload = { payload?: string | Buffer; contentType?: string };

/** Requests for one route: malformed ones, or (clean) one the route should accept, to send as a concurrent burst. */
function caseArbitrary(operation: Operation, known: Known, samples: Record<string, Buffer>, clean = false): fc.Arbitrary<Case> {
  const byIn = (where: string) => operation.parameters.filter((parameter) => parameter.in === where);
  const valueOf = (parameter: Parameter) => (clean ? cleanParameterValue(parameter, known) : parameterValue(parameter, known));
  const pathValues = fc.tuple(...byIn('path').map(valueOf));
  const queryValues = fc.tuple(...byIn('query').map(valueOf));
  const idempotency = clean ? fc.uuid() : fc.oneof({ arbitrary: fc.uuid(), weight: 9 }, { arbitrary: fc.constantFrom('', 'short', 'k'.repeat(101)), weight: 1 });
  const json = (value: unknown, proto = false): Payload => ({ payload: bodyText(value, proto), contentType: 'application/json' });
  const body: fc.Arbitrary<Payload> = operation.body
    ? clean
      ? validish(operation.body, known).map((value) => json(value))
      : fc.tuple(validish(operation.body, known), mutation, fc.boolean()).map(([value, change, proto]) => json(mutate(value, change), proto && change.kind === 'none'))
    : operation.method === 'GET' || clean
      ? fc.constant({})
      : fc.oneof(fc.constant({}), multipartCase(samples).map(multipartRequest));

  return fc.tuple(pathValues, queryValues, idempotency, body).map(([paths, queries, key, { payload, contentType }]) => {
    let url = operation.path;
    byIn('path').forEach((parameter, index) => (url = url.replace(`{${parameter.name}}`, encodeComponent(String(paths[index] ?? '')))));
    const query = byIn('query').flatMap((parameter, index) => {
      const value = queries[index];
      if (value === undefined) return [];
      return (Array.isArray(value) ? value : [value]).map((one) => `${encodeComponent(parameter.name)}=${encodeComponent(one)}`);
    });
    const headers: Record<string, string> = {};
    if (byIn('header').some((parameter) => parameter.name === 'idempotency-key')) headers['idempotency-key'] = key;
    if (contentType) headers['content-type'] = contentType;
    return { url: query.length ? `${url}?${query.join('&')}` : url, headers, payload };
  });
}

const seedFor = (route: string, identity: string) => (SEED ^ createHash('sha256').update(`${route} ${identity}`).digest().readInt32BE(0)) | 0;

const preview = (payload: string | Buffer | undefined) =>
  payload === undefined ? '' : typeof payload === 'string' ? JSON.stringify(payload.slice(0, 300)) : `<${payload.length} multipart bytes: ${JSON.stringify(payload.subarray(0, 200).toString('latin1'))}>`;

let sandbox: { testApp: TestApp; paysim: ApiProcess; stop: () => Promise<void> };
beforeAll(async () => {
  // The fuzz sends wrong passwords and codes for its own actors: their accounts must not lock mid-run.
  sandbox = await sandboxedTestApp({ SIGN_IN_FREE_FAILURES: '1000000', SIGN_IN_LOCK_FAILURES: '1000000' });
}, 120_000);
afterAll(() => sandbox?.stop());

describe('fuzzing every route from its schema', () => {
  it('answers no 5xx, never hangs, and leaves the ledger without drift', { timeout: 600_000 }, async () => {
    const { testApp } = sandbox;
    const world = await FuzzWorld.create(testApp);
    const samples = await fileSamples();
    const operations = operationsOf(testApp.app.swagger() as unknown as OpenApi);
    const findings: Finding[] = [];
    let requests = 0;

    async function send(operation: Operation, identity: Identity, input: Case) {
      requests += 1;
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), REQUEST_TIMEOUT_MS)));
      const answer = await Promise.race([
        testApp.app.inject({
          method: operation.method,
          url: input.url,
          // Each request from its own address, so per-address rate limits do not stop the fuzz at the door.
          headers: { ...identity.headers, ...input.headers, 'x-forwarded-for': `10.${(requests >> 16) & 255}.${(requests >> 8) & 255}.${requests & 255}` },
          ...(input.payload !== undefined && { payload: input.payload }),
        }),
        timeout,
      ]).finally(() => clearTimeout(timer));
      const route = `${operation.method} ${operation.path}`;
      const record = { route, identity: identity.name, input: `${operation.method} ${input.url} ${input.headers['content-type'] ?? ''} ${preview(input.payload)}` };
      if (answer === 'timeout') {
        findings.push({ ...record, status: 'timeout', answer: '' });
        return undefined;
      }
      if (answer.statusCode >= 500) findings.push({ ...record, status: answer.statusCode, answer: answer.body.slice(0, 300) });
      return answer;
    }

    /** Sends one request and learns from the answer; false when the identity may not call the route at all. */
    async function exchange(operation: Operation, identity: Identity, input: Case): Promise<boolean> {
      const answer = await send(operation, identity, input);
      if (!answer) return true;
      const body = String(answer.headers['content-type']).includes('json') ? (answer.json() as { code?: string; message?: string }) : {};
      if (answer.statusCode < 300) world.harvest(body, operation.path);
      if (answer.statusCode === 401 && body.code === 'UNAUTHENTICATED' && identity.name !== 'guest') await world.heal(identity);
      return !FuzzWorld.turnedAway(identity, answer.statusCode, body);
    }

    for (const operation of operations) {
      const route = `${operation.method} ${operation.path}`;
      for (const identity of world.identities) {
        const seed = seedFor(route, identity.name);
        let admitted = true;
        for (const input of fc.sample(caseArbitrary(operation, world.known, samples), { seed, numRuns: RUNS })) {
          admitted = await exchange(operation, identity, input);
          if (!admitted) break;
        }
        if (!admitted || operation.method === 'GET') continue;
        const [clean] = fc.sample(caseArbitrary(operation, world.known, samples, true), { seed, numRuns: 1 });
        await Promise.all(Array.from({ length: BURST }, () => exchange(operation, identity, clean!)));
      }
    }

    const { drift } = await verifyLedger(testApp.db);
    const serverErrors = findings.length;
    process.stdout.write(`fuzz: ${requests} requests over ${operations.length} routes, ${serverErrors} server errors, drift ${drift}\n`);
    const report = findings.map((finding) => `${finding.status} ${finding.route} as ${finding.identity}\n    input: ${finding.input}\n    answer: ${finding.answer}`).join('\n');
    expect(findings, report).toEqual([]);
    expect(drift).toBe(0);
  });
});
