import type { ResponsiveImage } from '@velvet/contracts';

/** What a shared link shows of a page: the `<head>` tags link previews (Open Graph, Twitter cards) read. */
export type PageHead = {
  title: string;
  description: string;
  /** Absolute. */
  url: string;
  /** Absolute; a card without a picture when null. */
  image: string | null;
  type: 'website' | 'profile' | 'article';
  /**
   * The picture the page draws largest (a creator's cover): preloaded with the HTML, so a phone fetches it
   * at once instead of after the scripts and the API call that name it (it is the page's LCP). Its sources
   * are the `<img>`'s own, so the browser picks the same file for both.
   */
  preloadImage?: ResponsiveImage | null;
  /**
   * API answers (`{ data }` by path) a guest's page would ask for first, sent inside the HTML so its first
   * screen needs no round trip (the web app's api-client uses each once).
   */
  answers?: Record<string, { data: unknown }>;
};

/** What a page's head says: its own tags, 'generic' for the app's default, 'missing' for a 404. */
export type PageHeadAnswer = PageHead | 'generic' | 'missing';

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => htmlEscapes[char]!);

const DESCRIPTION_MAX = 200;

/** One line of at most 200 characters, cut at a word. */
export function summary(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= DESCRIPTION_MAX) return line;
  const cut = line.slice(0, DESCRIPTION_MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

function headTags(head: PageHead): string[] {
  const meta = (attribute: 'name' | 'property', key: string, content: string) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.url)}" />`,
    meta('property', 'og:site_name', 'Velvet'),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.url),
    ...(head.image ? [meta('property', 'og:image', head.image)] : []),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(head.image ? [meta('name', 'twitter:image', head.image)] : []),
  ];
}

// Inside a <script> element only `</script` and `<!--` could end or change it: escaping every `<` rules both out.
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The LCP picture's preload goes before the head's first file (the shell's script, its stylesheets): a
 * phone's scanner then asks for the picture first, not behind a hundred kilobytes of script.
 */
function withImagePreload(html: string, image: ResponsiveImage | null | undefined): string {
  if (!image) return html;
  const sources = image.srcSet && image.sizes ? ` imagesrcset="${escapeHtml(image.srcSet)}" imagesizes="${escapeHtml(image.sizes)}"` : '';
  const link = `<link rel="preload" as="image" href="${escapeHtml(image.src)}"${sources} fetchpriority="high" />`;
  const headEnd = html.search(/<\/head>/i);
  const firstFile = html.slice(0, headEnd).search(/<(?:script|link)\b/i);
  const at = firstFile >= 0 ? firstFile : headEnd;
  return `${html.slice(0, at)}${link}\n    ${html.slice(at)}`;
}

/** The app's index.html with the page's title, description and preview tags in place of the generic ones. */
export function withHead(shell: string, head: PageHead): string {
  const generic = shell.replace(/<title>[\s\S]*?<\/title>\s*/i, '').replace(/<meta\s+name="description"[^>]*>\s*/i, '');
  // A function replacement, so no `$` in the page's text is read as a pattern.
  const answers = head.answers ? [`<script type="application/json" id="velvet-answers">${scriptJson(head.answers)}</script>`] : [];
  return withImagePreload(generic.replace(/<\/head>/i, () => `  ${[...headTags(head), ...answers].join('\n    ')}\n  </head>`), head.preloadImage);
}
