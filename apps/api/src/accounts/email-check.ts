import emailSpellChecker from '@zootools/email-spell-checker';
import { accountMessages, type EmailCheck } from '@velvet/contracts';
import { createRequire } from 'node:module';
import type { AccountSecrets } from './secrets.ts';
import { sameText } from './secrets.ts';

// The community-kept list of throwaway-mail domains (disposable-email-domains), read once.
const disposableDomains = new Set<string>(createRequire(import.meta.url)('disposable-email-domains') as string[]);

/** Names reserved for tests and documentation (RFC 2606, 6761): never "corrected". */
const reservedTopLevelDomains = new Set(['test', 'example', 'invalid', 'localhost', 'local']);

export const EMAIL_VALIDATION_TTL_SECONDS = 30 * 60;

/** A domain, or any domain it belongs to, on the disposable list (`x.mailinator.com` too). */
export function isDisposableDomain(domain: string): boolean {
  const labels = domain.toLowerCase().split('.');
  return labels.some((_, index) => index < labels.length - 1 && disposableDomains.has(labels.slice(index).join('.')));
}

/** The address the user probably meant, when the domain looks like a typo of a common one. */
export function suggestEmail(email: string): string | undefined {
  const domain = email.split('@')[1] ?? '';
  if (reservedTopLevelDomains.has(domain.split('.').at(-1) ?? '')) return undefined;
  const suggestion = emailSpellChecker.run({ email })?.full;
  return suggestion && suggestion !== email ? suggestion : undefined;
}

type ValidationOptions = { secrets: AccountSecrets; now: Date };

/**
 * The validation id sign-up must present: the expiry and a MAC of the email and expiry. Nothing is
 * stored; the id proves this server accepted this address within the last half hour.
 */
export function issueValidationId(email: string, { secrets, now }: ValidationOptions) {
  const expiresAt = Math.floor(now.getTime() / 1000) + EMAIL_VALIDATION_TTL_SECONDS;
  const id = `${expiresAt}.${secrets.validationMac(`${email}:${expiresAt}`)}`;
  return { id, expiresAt: new Date(expiresAt * 1000) };
}

export function isValidationIdValid(id: string, email: string, { secrets, now }: ValidationOptions): boolean {
  const [expiry, mac] = id.split('.');
  const expiresAt = Number(expiry);
  if (!mac || !Number.isSafeInteger(expiresAt) || expiresAt * 1000 < now.getTime()) return false;
  return sameText(mac, secrets.validationMac(`${email}:${expiresAt}`));
}

/** Checks an address (already lowercased and well-formed): disposable domains are refused, typos suggested. */
export function checkEmail(email: string, options: ValidationOptions): EmailCheck {
  const domain = email.split('@')[1] ?? '';
  const suggestion = suggestEmail(email);
  if (isDisposableDomain(domain)) {
    return { validation_id: null, expires_at: null, status: 'reject', reason: accountMessages.disposableEmail };
  }
  const { id, expiresAt } = issueValidationId(email, options);
  return { validation_id: id, expires_at: expiresAt.toISOString(), status: 'valid', ...(suggestion && { suggestion }) };
}
