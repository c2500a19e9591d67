import { describe, expect, it } from 'vitest';
import { ageOn, createReleaseFormSchema, releaseFormMessages, signReleaseFormSchema } from './release-forms.ts';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('release forms', () => {
  it('counts whole years, a birthday counting from its own day', () => {
    expect(ageOn('2008-06-15', '2026-06-14')).toBe(17);
    expect(ageOn('2008-06-15', '2026-06-15')).toBe(18);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });

  it("checks the link's email and friendly name", () => {
    expect(issues(createReleaseFormSchema.safeParse({ friendly_name: 'ab', email: 'x@' }))).toEqual({
      friendly_name: releaseFormMessages.friendlyNameLength,
      email: 'Please enter a valid email address.',
    });
    expect(createReleaseFormSchema.parse({ friendly_name: 'Beach shoot' })).toEqual({ friendly_name: 'Beach shoot', email: '' });
  });

  it('needs an adult, the legal name typed as signature (case and spacing aside) and consent', () => {
    const valid = { legal_name: 'Jamie Rivera', date_of_birth: '1990-01-01', signature: '  JAMIE   rivera ', consent: true };
    expect(signReleaseFormSchema.safeParse(valid).success).toBe(true);
    expect(issues(signReleaseFormSchema.safeParse({ ...valid, date_of_birth: '2020-01-01', signature: 'J R', consent: false }))).toEqual({
      date_of_birth: releaseFormMessages.underAge,
      signature: releaseFormMessages.signatureMismatch,
      consent: releaseFormMessages.consentRequired,
    });
  });
});
