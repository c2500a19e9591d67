import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { builtWebDist } from '../../../test/support/web-dist.ts';
import { createServerRender, type ServerEntry } from './server-render.ts';

function recordingLogger() {
  const warnings: string[] = [];
  return { warnings, logger: { info: () => undefined, warn: (_context: object, message: string) => void warnings.push(message) } };
}

const renderWith = (entry: ServerEntry | (() => Promise<ServerEntry>), timeoutMs = 1000) => {
  const { warnings, logger } = recordingLogger();
  const load = typeof entry === 'function' ? entry : async () => entry;
  return { warnings, serverRender: createServerRender({ entryPath: undefined, timeoutMs, logger, load }) };
};

describe('createServerRender', () => {
  it("answers the entry's markup for the page and its answers", async () => {
    const { serverRender, warnings } = renderWith({ render: async ({ url, answers }) => `<main>${url} ${Object.keys(answers).join(',')}</main>` });
    await expect(serverRender.render('/creator/luna', { '/api/creators/luna': { data: {} } })).resolves.toBe('<main>/creator/luna /api/creators/luna</main>');
    expect(warnings).toEqual([]);
  });

  it('falls back to the client shell, and says why, when the render throws', async () => {
    const { serverRender, warnings } = renderWith({ render: () => Promise.reject(new Error('window is not defined')) });
    await expect(serverRender.render('/', {})).resolves.toBeUndefined();
    expect(warnings).toEqual(['server render failed: the client shell was sent']);
  });

  it('falls back when the render takes longer than its limit, even one that ignores its signal', async () => {
    const { serverRender, warnings } = renderWith({ render: () => new Promise<string>(() => undefined) }, 20);
    await expect(serverRender.render('/', {})).resolves.toBeUndefined();
    expect(warnings).toHaveLength(1);
  });

  it('falls back when the entry cannot be imported, and imports it only once', async () => {
    let imports = 0;
    const { serverRender } = renderWith(async () => {
      imports += 1;
      throw new Error('Cannot find module');
    });
    serverRender.warmUp();
    await expect(serverRender.render('/', {})).resolves.toBeUndefined();
    await expect(serverRender.render('/', {})).resolves.toBeUndefined();
    expect(imports).toBe(1);
  });

  it('renders nothing without a built entry', async () => {
    const serverRender = createServerRender({ entryPath: '/no/such/entry-server.js', timeoutMs: 1000, logger: recordingLogger().logger });
    await expect(serverRender.render('/', {})).resolves.toBeUndefined();
  });
});

describe('server-rendered pages', () => {
  const entries = mkdtempSync(path.join(tmpdir(), 'velvet-entry-'));
  const entry = (name: string, code: string) => {
    const file = path.join(entries, `${name}.mjs`);
    writeFileSync(file, code);
    return file;
  };
  const rendering = entry('rendering', 'export const render = async ({ url }) => `<main data-url="${url}">rendered</main>`;');
  const throwing = entry('throwing', "export const render = async () => { throw new Error('document is not defined'); };");
  const hanging = entry('hanging', 'export const render = () => new Promise(() => {});');

  let web: ReturnType<typeof builtWebDist>;
  const apps: TestApp[] = [];
  const appWith = async (env: Record<string, string>) => {
    const testApp = await createTestApp({ WEB_DIST_DIR: web.dir, ...env });
    apps.push(testApp);
    return testApp;
  };
  beforeAll(() => {
    web = builtWebDist();
  });
  afterAll(async () => {
    await Promise.all(apps.map((testApp) => testApp.close()));
    web.remove();
    rmSync(entries, { recursive: true, force: true });
  });

  it("puts a guest's home page markup in #root, with its route's styles as stylesheets", async () => {
    const testApp = await appWith({ WEB_SERVER_ENTRY: rendering });
    const page = await testApp.app.inject({ method: 'GET', url: '/?ref=abc' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"><main data-url="/?ref=abc">rendered</main></div>');
    expect(page.body).toContain('<link rel="stylesheet" crossorigin href="/assets/Grid-g1.css">');
    expect(page.body).not.toContain('rel="preload" as="style"');
  });

  it('sends the client shell to a browser that may hold a session, and to pages other than the landing ones', async () => {
    const testApp = await appWith({ WEB_SERVER_ENTRY: rendering });
    const signedIn = await testApp.app.inject({ method: 'GET', url: '/', cookies: { velvet_session: '1' } });
    expect(signedIn.body).toContain('<div id="root"></div>');
    expect(signedIn.body).toContain('<link rel="preload" as="style" crossorigin href="/assets/Grid-g1.css">');
    expect((await testApp.app.inject({ method: 'GET', url: '/search?q=luna' })).body).toContain('<div id="root"></div>');
  });

  it('never answers 500: a throwing or hanging render sends the client shell', async () => {
    const entriesThatFail: Record<string, string>[] = [{ WEB_SERVER_ENTRY: throwing }, { WEB_SERVER_ENTRY: hanging, SERVER_RENDER_TIMEOUT_MS: '50' }];
    for (const env of entriesThatFail) {
      const testApp = await appWith(env);
      const page = await testApp.app.inject({ method: 'GET', url: '/' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root"></div>');
    }
  });
});
