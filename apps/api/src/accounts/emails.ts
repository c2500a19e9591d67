import type { DeviceInfo } from '@velvet/contracts';
import type { OutgoingMessage } from '../platform/mail/delivery.ts';

type Email = Extract<OutgoingMessage, { channel: 'email' }>;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!);

type Part = { text: string } | { link: string; label: string } | { code: string };

/** One mail in plain text and in simple HTML, from the same parts. */
function compose(to: string, subject: string, greeting: string, parts: Part[]): Email {
  const text = [greeting, ...parts.map((part) => ('text' in part ? part.text : 'link' in part ? `${part.label}: ${part.link}` : part.code))].join('\n\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...parts.map((part) => {
      if ('text' in part) return `<p>${escapeHtml(part.text)}</p>`;
      if ('code' in part) return `<p style="font-size:28px;letter-spacing:6px;font-weight:700">${escapeHtml(part.code)}</p>`;
      return `<p><a href="${escapeHtml(part.link)}" style="background:#7b2cbf;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(part.label)}</a></p><p style="color:#666;font-size:12px">${escapeHtml(part.link)}</p>`;
    }),
    '<p style="color:#666;font-size:12px">Velvet</p>',
  ].join('\n');
  return { channel: 'email', to, subject, text: `${text}\n\nVelvet`, html: `<div style="font-family:sans-serif;max-width:520px">${html}</div>` };
}

const describeDevice = (device?: DeviceInfo) =>
  [device?.browser, device?.os, device?.device].filter(Boolean).join(' on ').replace(/ on ([^ ]+)$/, ' ($1)') || 'an unknown device';

export const emails = {
  verifyEmail: ({ to, username, link }: { to: string; username: string; link: string }) =>
    compose(to, 'Verify your email for Velvet', `Hi ${username},`, [
      { text: 'Welcome to Velvet! Please confirm that this is your email address.' },
      { link, label: 'Verify email' },
      { text: 'The link works once and expires in 24 hours. If you did not create an account, ignore this mail.' },
    ]),

  loginCode: ({ to, username, code, minutes, device }: { to: string; username: string; code: string; minutes: number; device?: DeviceInfo }) =>
    compose(to, `Your Velvet sign-in code: ${code}`, `Hi ${username},`, [
      { text: `Someone is signing in to your account from a new device: ${describeDevice(device)}. Enter this code to continue:` },
      { code },
      { text: `The code is valid for ${minutes} minutes and works once. If this was not you, change your password now.` },
    ]),

  resetPassword: ({ to, username, link }: { to: string; username: string; link: string }) =>
    compose(to, 'Reset your Velvet password', `Hi ${username},`, [
      { text: 'We received a request to reset your password.' },
      { link, label: 'Choose a new password' },
      { text: 'The link works once and expires in 1 hour. If you did not ask for it, ignore this mail: your password stays as it is.' },
    ]),

  passwordChanged: ({ to, username }: { to: string; username: string }) =>
    compose(to, 'Your Velvet password was changed', `Hi ${username},`, [
      { text: 'The password of your account was just changed, and every other session was signed out.' },
      { text: 'If this was not you, reset your password at once with "Forgot password?" on the sign-in dialog.' },
    ]),

  twoFactorRecovery: ({ to, username, link }: { to: string; username: string; link: string }) =>
    compose(to, 'Turn off two-factor authentication on Velvet', `Hi ${username},`, [
      { text: 'You asked to turn off two-factor authentication because you cannot use your authenticator app.' },
      { link, label: 'Turn off two-factor authentication' },
      { text: 'You will confirm it with your password. The link works once and expires in 1 hour. If you did not ask for it, ignore this mail.' },
    ]),

  accountLocked: ({ to, username, failures, what, until, minutes }: { to: string; username: string; failures: number; what: string; until: Date; minutes: number }) =>
    compose(to, 'Your Velvet account is locked for failed sign-ins', `Hi ${username},`, [
      {
        text: `After ${failures} failed sign-in attempts (${what}), we locked sign-in to your account for ${minutes} minutes. It unlocks at ${until.toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
      },
      { text: 'If this was not you, reset your password now with "Forgot password?" on the sign-in dialog: the reset also lifts the lock.' },
    ]),

  twoFactorChanged: ({ to, username, enabled }: { to: string; username: string; enabled: boolean }) =>
    compose(to, `Two-factor authentication is ${enabled ? 'on' : 'off'}`, `Hi ${username},`, [
      {
        text: enabled
          ? 'Two-factor authentication is now on: every sign-in asks for a code from your authenticator app.'
          : 'Two-factor authentication is now off for your account. If this was not you, change your password now.',
      },
    ]),
};
