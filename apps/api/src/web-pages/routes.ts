import type { CreatorsService } from '../creators/service.ts';
import type { EventsService } from '../events/service.ts';
import type { Api } from '../platform/http/types.ts';
import { robotsTxt } from './robots.ts';
import { SITEMAP_MAX_URLS, sitemapXml } from './sitemap.ts';

type WebPagesRoutesOptions = { creators: Pick<CreatorsService, 'publicPages'>; events: Pick<EventsService, 'publicUpcomingIds'>; webUrl: string };

// Events take at most a fifth of the sitemap, so a busy calendar never pushes creators out of it.
const SITEMAP_EVENTS_MAX = Math.floor(SITEMAP_MAX_URLS / 5);

// Crawlers and CDNs may keep these an hour; a new creator waits at most that long to be listed.
const CRAWLER_CACHE = 'public, max-age=3600';

/** robots.txt and sitemap.xml, for search engines. */
export function webPagesRoutes(app: Api, { creators, events, webUrl }: WebPagesRoutesOptions): void {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', CRAWLER_CACHE).send(robotsTxt(webUrl)),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    // The home page, a creator's page and channel each, and an event's page each.
    const eventIds = await events.publicUpcomingIds(SITEMAP_EVENTS_MAX);
    const creatorPages = await creators.publicPages(Math.floor((SITEMAP_MAX_URLS - 1 - eventIds.length) / 2));
    return reply.type('application/xml; charset=utf-8').header('cache-control', CRAWLER_CACHE).send(sitemapXml(webUrl, { creators: creatorPages, eventIds }));
  });
}
