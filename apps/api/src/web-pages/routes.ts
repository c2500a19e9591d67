import type { CreatorsService } from '../creators/service.ts';
import type { Api } from '../platform/http/types.ts';
import { robotsTxt } from './robots.ts';
import { SITEMAP_MAX_URLS, sitemapXml } from './sitemap.ts';

type WebPagesRoutesOptions = { creators: Pick<CreatorsService, 'publicPages'>; webUrl: string };

// Crawlers and CDNs may keep these an hour; a new creator waits at most that long to be listed.
const CRAWLER_CACHE = 'public, max-age=3600';

/** robots.txt and sitemap.xml, for search engines. */
export function webPagesRoutes(app: Api, { creators, webUrl }: WebPagesRoutesOptions): void {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', CRAWLER_CACHE).send(robotsTxt(webUrl)),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    // The home page, and a creator's page and channel each.
    const pages = await creators.publicPages(Math.floor((SITEMAP_MAX_URLS - 1) / 2));
    return reply.type('application/xml; charset=utf-8').header('cache-control', CRAWLER_CACHE).send(sitemapXml(webUrl, pages));
  });
}
