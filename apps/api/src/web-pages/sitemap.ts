import { escapeHtml } from '../platform/http/page-head.ts';

/** A public creator's page and their channel's, as the creators domain lists them. */
export type SitemapCreator = { username: string; channelUsername: string | null };

/** The sitemap protocol's limit of one file; past it an index of sitemaps is needed. */
export const SITEMAP_MAX_URLS = 50_000;

/** sitemap.xml: the home page, each public creator's page and channel, then the upcoming public events, as absolute URLs. */
export function sitemapXml(webUrl: string, { creators, eventIds }: { creators: SitemapCreator[]; eventIds: string[] }): string {
  const pages = [
    `${webUrl}/`,
    ...creators.flatMap((creator) => [
      `${webUrl}/creator/${encodeURIComponent(creator.username)}`,
      ...(creator.channelUsername ? [`${webUrl}/channel/${encodeURIComponent(creator.channelUsername)}`] : []),
    ]),
    ...eventIds.map((id) => `${webUrl}/events/${encodeURIComponent(id)}`),
  ].slice(0, SITEMAP_MAX_URLS);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...pages.map((url) => `  <url><loc>${escapeHtml(url)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
}
