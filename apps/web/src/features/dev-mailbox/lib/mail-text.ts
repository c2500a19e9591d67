export type MailTextPart = { kind: 'text'; text: string } | { kind: 'link'; url: string } | { kind: 'code'; code: string };

const pattern = /(https?:\/\/[^\s<>"')]+)|(\b\d{6}\b)/g;

/** Splits a mail's text into plain text, links (clickable) and 6-digit codes (shown large). */
export function splitMailText(text: string): MailTextPart[] {
  const parts: MailTextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const index = match.index ?? 0;
    if (index > last) parts.push({ kind: 'text', text: text.slice(last, index) });
    parts.push(match[1] ? { kind: 'link', url: match[1] } : { kind: 'code', code: match[2]! });
    last = index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/**
 * A link of the app opened from the mailbox stays on the origin the mailbox was opened on: the mail
 * may name another host for the same server (localhost and 127.0.0.1).
 */
export function sameAppHref(url: string, currentOrigin: string): string {
  try {
    const parsed = new URL(url);
    const appPaths = ['/verify-email', '/reset-password', '/2fa-recovery'];
    if (parsed.origin !== currentOrigin && appPaths.includes(parsed.pathname)) return `${parsed.pathname}${parsed.search}`;
    return url;
  } catch {
    return url;
  }
}
