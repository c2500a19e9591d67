/**
 * An email with most of its name hidden, as the withdraw dialog shows it: 'luna.moreau@velvet.test'
 * becomes 'lu*********@velvet.test'. One or two letter names keep their first letter only.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email.length > 2 ? `${email.slice(0, 2)}${'*'.repeat(email.length - 2)}` : email;
  const name = email.slice(0, at);
  const shown = name.length > 2 ? 2 : 1;
  return `${name.slice(0, shown)}${'*'.repeat(Math.max(name.length - shown, 3))}${email.slice(at)}`;
}
