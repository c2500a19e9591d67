import { messages, tokensSchema } from '@velvet/contracts';
import type { z } from 'zod';
import { ApiRequestError, networkError, toApiRequestError } from './api-request-error';
import { singleFlight } from './single-flight';
import type { TokenStore } from './token-store';

const REFRESH_TOKEN_PATH = '/api/users/refresh-token';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions = {
  path: string;
  method?: HttpMethod;
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers, for example the Idempotency-Key of a money-moving call. */
  headers?: Record<string, string>;
};

type ApiClientOptions = {
  fetch: typeof fetch;
  tokenStore: TokenStore;
  /** Called after the server refused the session's tokens and they were cleared. */
  onSessionExpired: () => void;
  /**
   * Runs a refresh alone among the browser's tabs: they share the one refresh cookie, and two refreshes
   * of it at once would look like a stolen token and end the session.
   */
  exclusive?: <T>(task: () => Promise<T>) => Promise<T>;
  /**
   * Answers the server sent a guest's page with its HTML (`{ data }` by path), so its first screen needs no
   * round trip; each is used once, by a guest's GET of that path.
   */
  initialAnswers?: Map<string, unknown>;
};

export type ApiClient = ReturnType<typeof createApiClient>;

const sessionExpiredError = () =>
  new ApiRequestError({ status: 401, code: 'UNAUTHENTICATED', message: messages.sessionExpired });

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const failure = async (response: Response) => toApiRequestError(response.status, await readJson(response), response.headers.get('Retry-After'));

// By hand rather than with z.object({ data: schema }), which built a schema for every answer.
const isEnvelope = (body: unknown): body is { data?: unknown } => typeof body === 'object' && body !== null && !Array.isArray(body);

function unwrap<T>(body: unknown, schema: z.ZodType<T>, status: number): T {
  const data = isEnvelope(body) ? schema.safeParse(body.data) : undefined;
  if (!data?.success) throw new ApiRequestError({ status, code: 'INVALID_RESPONSE', message: messages.somethingWentWrong });
  return data.data;
}

const readData = async <T>(response: Response, schema: z.ZodType<T>): Promise<T> => unwrap(await readJson(response), schema, response.status);

/**
 * Talks to the API: attaches the bearer token, unwraps `{ data }`, turns error answers into
 * ApiRequestError, and on TOKEN_EXPIRED refreshes the session once (shared by concurrent calls) and retries.
 * The access token lives in memory only: `restoreSession` gets one from the refresh cookie at page load.
 */
export function createApiClient({ fetch: fetchImpl, tokenStore, onSessionExpired, exclusive = (task) => task(), initialAnswers = new Map() }: ApiClientOptions) {
  let restored: Promise<void> = Promise.resolve();

  async function send({ path, method = 'GET', body, signal, headers: extraHeaders }: RequestOptions, token: string | undefined) {
    const headers: Record<string, string> = { ...extraHeaders, Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    try {
      return await fetchImpl(path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw networkError();
    }
  }

  // A page that never had a session (a guest's load) has none to expire, and says nothing.
  function endSession() {
    const hadSession = tokenStore.getTokens() !== null;
    tokenStore.clear();
    if (hadSession) onSessionExpired();
  }

  // The refresh token travels only in its HttpOnly cookie, which the browser sends to this one path.
  const refreshSession = singleFlight(() =>
    exclusive(async (): Promise<string> => {
      const response = await send({ path: REFRESH_TOKEN_PATH, method: 'POST' }, undefined);
      // A refused refresh token cannot become valid again: the session is over.
      if (response.status === 401 || response.status === 403) {
        endSession();
        throw sessionExpiredError();
      }
      if (!response.ok) throw await failure(response);
      const tokens = await readData(response, tokensSchema);
      tokenStore.setTokens(tokens);
      return tokens.token;
    }),
  );

  /** Trades the refresh cookie for an access token; calls made meanwhile wait for it. */
  function restoreSession(): Promise<void> {
    tokenStore.setState({ status: 'restoring' });
    restored = refreshSession().then(
      () => undefined,
      (error: unknown) => {
        if (tokenStore.getState().status === 'restoring') tokenStore.setState({ status: 'unavailable', error });
      },
    );
    return restored;
  }

  /** The access token to send, once a restore under way has settled. */
  async function currentToken(): Promise<string | undefined> {
    await restored;
    return tokenStore.getTokens()?.token;
  }

  async function sendWithFreshToken(options: RequestOptions): Promise<Response> {
    const sentToken = await currentToken();
    const response = await send(options, sentToken);
    if (response.status !== 401 || !sentToken) return response;

    const error = await failure(response);
    if (error.code === 'UNAUTHENTICATED') endSession();
    if (error.code !== 'TOKEN_EXPIRED') throw error;
    // Another call may have refreshed while this one was in flight: reuse its token.
    const heldToken = tokenStore.getTokens()?.token;
    const freshToken = heldToken && heldToken !== sentToken ? heldToken : await refreshSession();
    return send(options, freshToken);
  }

  function takeInitialAnswer(path: string): unknown {
    const answer = initialAnswers.get(path);
    initialAnswers.delete(path);
    return answer;
  }

  function request<T>(options: RequestOptions & { schema: z.ZodType<T> }): Promise<T>;
  function request(options: RequestOptions): Promise<void>;
  async function request<T>({ schema, ...options }: RequestOptions & { schema?: z.ZodType<T> }): Promise<T | void> {
    const initial = (options.method ?? 'GET') === 'GET' && tokenStore.getState().status === 'guest' ? takeInitialAnswer(options.path) : undefined;
    if (initial !== undefined && schema) return unwrap(initial, schema, 200);
    const response = await sendWithFreshToken(options);
    if (!response.ok) throw await failure(response);
    if (schema) return readData(response, schema);
  }

  /**
   * A guest's answer the server sent with the page, read at once (a query's `initialData`), so the first
   * render draws what the server rendered; undefined when there is none or the session is not a guest's.
   */
  function initialData<T>(path: string, schema: z.ZodType<T>): T | undefined {
    if (tokenStore.getState().status !== 'guest') return undefined;
    const answer = takeInitialAnswer(path);
    return answer === undefined ? undefined : unwrap(answer, schema, 200);
  }

  return { request, initialData, refreshSession, restoreSession, currentToken };
}
