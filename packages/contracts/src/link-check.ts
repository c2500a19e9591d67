/**
 * The spec's link check (1-accounts-wallet §5): any text containing a link to a domain other than the
 * product's own is flagged. A link is a URL with a scheme, a `www.` address or a bare host name with a
 * common top-level domain ("example.com/page"); the product's own host and its subdomains are not flagged.
 */

// Bare host names count only with these endings, so "file.txt" or "e.g." is not taken for a link.
const BARE_TLDS =
  'com|net|org|io|co|me|ly|gg|tv|app|xyz|info|biz|link|site|online|store|shop|fans|club|page|live|chat|social|to|ee|cc|us|uk|de|nl|fr|es|it|ru|be|ca|au|br|in|jp|eu';

const LINK_PATTERN = new RegExp(
  String.raw`(?:\b[a-z][a-z0-9+.-]*:\/\/([^\s/?#<>"']+))` +
    String.raw`|(?:\bwww\.([^\s/?#<>"']+))` +
    String.raw`|(?:(?<![@\w.-])((?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+(?:${BARE_TLDS}))(?![\w-]|\.[a-z0-9]))`,
  'gi',
);

/** A host without its port, credentials, trailing dot or punctuation, lower-cased. */
function cleanHost(raw: string): string {
  const afterCredentials = raw.slice(raw.lastIndexOf('@') + 1);
  return afterCredentials
    .replace(/:\d*$/, '')
    .replace(/[.,;:!?)\]}]+$/, '')
    .toLowerCase();
}

function isOwnHost(host: string, ownHost: string): boolean {
  const own = cleanHost(ownHost).replace(/^www\./, '');
  const bare = host.replace(/^www\./, '');
  return own !== '' && (bare === own || bare.endsWith(`.${own}`));
}

/** The distinct hosts of links in `text` that are not the product's own (`ownHost`, e.g. "velvet.example"), in order. */
export function otherDomainLinks(text: string, ownHost: string): string[] {
  const hosts: string[] = [];
  for (const match of text.matchAll(LINK_PATTERN)) {
    const raw = match[1] ?? (match[2] === undefined ? match[3] : `www.${match[2]}`);
    if (!raw) continue;
    const host = cleanHost(raw);
    if (!host.includes('.') && host !== 'localhost') continue;
    if (isOwnHost(host, ownHost) || hosts.includes(host)) continue;
    hosts.push(host);
  }
  return hosts;
}

/** Whether `text` links to a domain other than the product's own: the spec's flag. */
export const hasOtherDomainLink = (text: string, ownHost: string): boolean => otherDomainLinks(text, ownHost).length > 0;
