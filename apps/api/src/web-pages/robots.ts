/** Pages that are a signed-in user's own, or the API: nothing a search engine should list. */
const privatePrefixes = [
  '/api/',
  '/settings',
  '/admin',
  '/agency',
  '/chat',
  '/notifications',
  '/call/',
  '/transaction-details/',
  '/shop/',
  '/payments/',
  '/auth/',
  '/dev/',
  '/verify-email',
  '/reset-password',
  '/2fa-recovery',
  '/ext-release-form/',
];

/** robots.txt: public pages open to crawlers, private ones closed, and where the sitemap is. */
export function robotsTxt(webUrl: string): string {
  return ['User-agent: *', 'Allow: /', ...privatePrefixes.map((prefix) => `Disallow: ${prefix}`), '', `Sitemap: ${webUrl}/sitemap.xml`, ''].join('\n');
}
