import type { OutgoingMessage } from '../platform/mail/delivery.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!);

type ResolvedReport = { email: string; username: string; reportType: string; note: string };

/** The mail the spec promises a reporter ('We will review and send a mail to you soon'). */
export function reportResolvedEmail({ email, username, reportType, note }: ResolvedReport): OutgoingMessage {
  const lines = [`Hi ${username},`, `We have reviewed your report (${reportType}).`, note, 'Thank you for helping keep Velvet safe.'];
  return {
    channel: 'email',
    to: email,
    subject: 'We reviewed your report',
    text: `${lines.join('\n\n')}\n\nVelvet`,
    html: `<div style="font-family:sans-serif;max-width:520px">${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}<p style="color:#666;font-size:12px">Velvet</p></div>`,
  };
}
