import fastifyStatic from '@fastify/static';
import { matchWebRoute, type ApiError, type WebRouteMatch } from '@velvet/contracts';
import type { FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { escapeHtml, withHead, type PageHeadAnswer } from './page-head.ts';
import type { ServerRender } from './server-render.ts';
import type { Api } from './types.ts';

/** Who the page is for, as far as the server can tell from its cookies. */
export type PageViewer = { guest: boolean };

/** Paths the API and its sockets answer; everything else is the web app or public files. */
export const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?') || url.startsWith('/socket.io');

/** A path naming a file (`/robots.txt`, `/assets/x.js`): when missing, a plain 404, never the app. */
const looksLikeFile = (pathname: string) => /\.[a-z0-9]{1,12}$/i.test(pathname.slice(pathname.lastIndexOf('/') + 1));

type WebAppOptions = {
  /** The built web app (apps/web/dist); without an index.html only the API answers. */
  webDistDir: string | undefined;
  /** The preview tags of a page, or 'generic', or 'missing' for a page whose subject does not exist. */
  headFor: (match: WebRouteMatch, viewer: PageViewer) => Promise<PageHeadAnswer> | PageHeadAnswer;
  /** Whether the request may come from a signed-in browser (then the page is sent no guest's answers). */
  maySignIn: (request: FastifyRequest) => boolean;
  /** Renders a guest's landing page (home, a creator's) on the server, so its first screen needs no script. */
  serverRender: ServerRender;
};

/** The pages a guest most often lands on, rendered on the server: the rest are drawn by the browser. */
const serverRenderedPages = new Set(['home', 'creator']);

function registerStaticFiles(app: Api, webDistDir: string) {
  return app.register(fastifyStatic, {
    root: webDistDir,
    wildcard: false,
    // `/` is a page like the others (its head and a guest's answers are filled in below), not index.html as a file.
    index: false,
    // The build wrote `.br` and `.gz` copies beside each file: sent as the client accepts, with `Vary: Accept-Encoding`.
    preCompressed: true,
    globIgnore: ['**/*.br', '**/*.gz'],
    // Ours below: @fastify/static's own header (max-age=0) would overwrite it.
    cacheControl: false,
    setHeaders: (response, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      response.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      // The copy sent depends on Accept-Encoding, plain file included; this @fastify/static does not say so itself.
      response.setHeader('Vary', 'Accept-Encoding');
    },
  });
}

type RoutePreloads = Record<string, { scripts: string[]; styles: string[] }>;

/** A landing route's links: for the shell the browser renders, and for a page the server rendered. */
type RouteLinks = { preloaded: string; rendered: string };

/**
 * The links naming each landing page's route code and styles (the web build's `route-preloads.json`:
 * home, a creator's page), so a phone fetches them alongside the shell instead of after it. A rendered
 * page gets its styles as stylesheets: its markup is on screen before any script, and must not flash
 * unstyled. `crossorigin` as Vite's own links have it, or the browser would fetch each file twice.
 */
function routePreloadLinks(webDistDir: string): Map<string, RouteLinks> {
  const file = path.join(webDistDir, 'route-preloads.json');
  if (!existsSync(file)) return new Map();
  const preloads = JSON.parse(readFileSync(file, 'utf8')) as RoutePreloads;
  const links = (urls: string[], tag: (href: string) => string) => urls.map((url) => tag(escapeHtml(url)));
  return new Map(
    Object.entries(preloads).map(([name, { scripts, styles }]) => {
      const modules = links(scripts, (href) => `<link rel="modulepreload" crossorigin href="${href}">`);
      // Styles first: a rendered page paints only once its stylesheets are in, and dozens of module preloads ahead of them would delay that.
      const preloaded = [...links(styles, (href) => `<link rel="preload" as="style" crossorigin href="${href}">`), ...modules];
      const rendered = [...links(styles, (href) => `<link rel="stylesheet" crossorigin href="${href}">`), ...modules];
      return [name, { preloaded: preloaded.join('\n    '), rendered: rendered.join('\n    ') }];
    }),
  );
}

const ROOT = '<div id="root"></div>';
const withMarkup = (html: string, markup: string | undefined) => (markup === undefined ? html : html.replace(ROOT, () => `<div id="root">${markup}</div>`));

/** Adds the route's preloads last in the head: after the page's own (its LCP picture), which a phone should fetch first. */
const withRoutePreloads = (html: string, links: string | undefined) => (links ? html.replace(/<\/head>/i, () => `  ${links}\n  </head>`) : html);

/**
 * The built web app's files, then for every other GET: the app's shell with 200 for a page the web
 * app routes (with a creator's, channel's or post's preview tags), 404 with the shell for any other
 * page (the app shows its not-found page), a plain 404 for a missing file, and a JSON 404 under /api.
 */
export async function registerWebApp(app: Api, { webDistDir, headFor, maySignIn, serverRender }: WebAppOptions): Promise<void> {
  const indexPath = webDistDir && path.join(webDistDir, 'index.html');
  const shell = indexPath && existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : undefined;

  app.setNotFoundHandler((request, reply) => {
    const body: ApiError = { message: `No route ${request.method} ${request.url.split('?')[0]}`, code: 'NOT_FOUND' };
    return reply.status(404).send(body);
  });
  if (!webDistDir || !shell) return;
  const routeLinks = routePreloadLinks(webDistDir);
  serverRender.warmUp();

  await registerStaticFiles(app, webDistDir);
  // A route rather than the not-found handler, so compression and the other route hooks apply; files and the API's own routes are more specific and win.
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (isApiPath(request.url)) return reply.callNotFound();
    const pathname = request.url.split('?')[0]!;
    const match = matchWebRoute(pathname);
    if (!match && looksLikeFile(pathname)) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    const head = match ? await headFor(match, { guest: !maySignIn(request) }) : 'missing';
    const page = typeof head === 'object' ? withHead(shell, head) : shell;
    // Only a guest's page comes with answers; a browser that may hold a session gets the shell.
    const answers = match && serverRenderedPages.has(match.name) && typeof head === 'object' ? head.answers : undefined;
    const markup = answers ? await serverRender.render(request.url, answers) : undefined;
    const links = match && routeLinks.get(match.name);
    return reply
      .status(head === 'missing' ? 404 : 200)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(withRoutePreloads(withMarkup(page, markup), markup === undefined ? links?.preloaded : links?.rendered));
  });
}
