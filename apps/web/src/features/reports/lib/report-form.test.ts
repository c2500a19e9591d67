import { describe, expect, it } from 'vitest';
import { canSubmitReport, reportChoices, reportFormSchema } from './report-form';

const messageOf = (result: ReturnType<ReturnType<typeof reportFormSchema>['safeParse']>) => (result.success ? undefined : result.error.issues[0]?.message);

describe('the report form', () => {
  it('lists the six types in the order of the spec', () => {
    expect(reportChoices.map((choice) => choice.label)).toEqual(['Copyright theft', 'Spam', 'Terrorism', 'Unauthorised sales', 'Scam', 'Something else']);
  });

  it("asks for a message of 10 characters with the spec's words", () => {
    const spam = reportFormSchema('SPAM');
    expect(messageOf(spam.safeParse({ description: '', original_link: '' }))).toBe('Message is required');
    expect(messageOf(spam.safeParse({ description: 'short', original_link: '' }))).toBe('Message must be at least 10 characters long');
    expect(spam.safeParse({ description: 'Advertising spam', original_link: '' }).success).toBe(true);
  });

  it('needs a link to the original only for copyright theft', () => {
    const copyright = reportFormSchema('COPYRIGHT-THEFT');
    expect(messageOf(copyright.safeParse({ description: 'This is my photo', original_link: '' }))).toBe('Please add the link to the original content');
    expect(messageOf(copyright.safeParse({ description: 'This is my photo', original_link: 'nope' }))).toBe('Please enter a valid link');
    expect(copyright.safeParse({ description: 'This is my photo', original_link: 'https://example.com/a' }).success).toBe(true);
  });

  it('enables submit only when the form is valid, changed and not already sending', () => {
    expect(canSubmitReport({ isValid: true, isDirty: true, isPending: false })).toBe(true);
    expect(canSubmitReport({ isValid: true, isDirty: false, isPending: false })).toBe(false);
    expect(canSubmitReport({ isValid: false, isDirty: true, isPending: false })).toBe(false);
    expect(canSubmitReport({ isValid: true, isDirty: true, isPending: true })).toBe(false);
  });
});
