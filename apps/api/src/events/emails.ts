import type { OutgoingMessage } from '../platform/mail/delivery.ts';
import { eventMessages } from '@velvet/contracts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!);

type Reminder = { email: string; username: string; title: string; startsAt: Date; timeZone: string; url: string };

/** The reminder a ticket holder gets before the event starts, the time in the creator's zone (the page shows the reader's). */
export function eventReminderEmail({ email, username, title, startsAt, timeZone, url }: Reminder): OutgoingMessage {
  const when = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone, timeZoneName: 'short' }).format(startsAt);
  const lines = [`Hi ${username},`, `${title} starts ${when}.`, `Your ticket and the event page: ${url}`];
  return {
    channel: 'email',
    to: email,
    subject: eventMessages.reminderSubject(title),
    text: `${lines.join('\n\n')}\n\nVelvet`,
    html: `<div style="font-family:sans-serif;max-width:520px">${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}<p style="color:#666;font-size:12px">Velvet</p></div>`,
  };
}
