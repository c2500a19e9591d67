import type { OutgoingMessage } from '../platform/mail/delivery.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!);

/** The link to a release form, mailed to the external creator when the creator gives their email. */
export function releaseFormEmail({ to, creator, link }: { to: string; creator: string; link: string }): OutgoingMessage {
  const intro = `@${creator} asks you to sign a model release on Velvet.`;
  return {
    channel: 'email',
    to,
    subject: `@${creator} asks you to sign a release form`,
    text: `Hi,\n\n${intro}\n\nSign it here: ${link}\n\nVelvet`,
    html: `<div style="font-family:sans-serif;max-width:520px"><p>Hi,</p><p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">Sign the release form</a></p><p style="color:#666;font-size:12px">${escapeHtml(link)}</p><p style="color:#666;font-size:12px">Velvet</p></div>`,
  };
}
