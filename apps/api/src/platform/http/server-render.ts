import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** API answers sent with a guest's page, `{ data }` by path (page-head.ts). */
export type PageAnswers = Record<string, { data: unknown }>;

/** What the web app's server build exports (apps/web src/entry-server.tsx). */
export type ServerEntry = {
  render: (options: { url: string; answers: PageAnswers; signal?: AbortSignal }) => Promise<string>;
};

type ServerRenderOptions = {
  /** The built entry's file; undefined or missing: no page is rendered on the server. */
  entryPath: string | undefined;
  timeoutMs: number;
  logger: Record<'info' | 'warn', (context: object, message: string) => void>;
  /** How the entry is imported; the file itself unless a test says otherwise. */
  load?: () => Promise<ServerEntry>;
};

export type ServerRender = {
  /** Starts importing the entry, so the first page does not wait for it. */
  warmUp: () => void;
  /** The markup of #root for the page, or undefined when the client shell should go instead (no entry, an error, too slow). */
  render: (url: string, answers: PageAnswers) => Promise<string | undefined>;
};

const rejectOnAbort = (signal: AbortSignal) =>
  new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true }));

/**
 * Renders a guest's landing page with the web app's own code, within a time limit. Rendering is only
 * faster paint: whatever goes wrong, the page is still answered, with the client shell that renders it.
 */
export function createServerRender({ entryPath, timeoutMs, logger, load }: ServerRenderOptions): ServerRender {
  const importEntry = load ?? (entryPath && existsSync(entryPath) ? () => import(pathToFileURL(entryPath).href) as Promise<ServerEntry> : undefined);
  if (!importEntry) logger.info({ entryPath }, 'no server build of the web app: pages are rendered in the browser');
  let entry: Promise<ServerEntry | undefined> | undefined;

  const loadEntry = () =>
    (entry ??= importEntry!().catch((error: unknown) => {
      logger.warn({ err: error, entryPath }, 'the server build of the web app cannot be imported: pages are rendered in the browser');
      return undefined;
    }));

  async function render(url: string, answers: PageAnswers): Promise<string | undefined> {
    if (!importEntry) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error(`The server render took longer than ${timeoutMs} ms`)), timeoutMs);
    // A render that ignores its signal still loses the race: the page never waits past the limit.
    const timedOut = rejectOnAbort(controller.signal);
    try {
      const loaded = await Promise.race([loadEntry(), timedOut]);
      if (!loaded) return undefined;
      const markup = await Promise.race([loaded.render({ url, answers, signal: controller.signal }), timedOut]);
      // An aborted prerender may still resolve, with fallbacks in place of what it did not finish.
      return controller.signal.aborted ? undefined : markup;
    } catch (error) {
      logger.warn({ err: error, url }, 'server render failed: the client shell was sent');
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  }

  return { warmUp: () => void (importEntry && loadEntry()), render };
}
