import { describe, expect, it } from 'vitest';
import { reportMessages, reportSchema, reportTypeLabels, reportTypes } from './reports.ts';

const base = { reported_id: '6f1c2a8e-8a2b-4c1e-9f4b-0d2b3c4d5e6f', report_type: 'SPAM', type: 'post', description: 'Advertising spam everywhere' } as const;

function fieldErrors(input: object): Record<string, string> {
  const result = reportSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('reportSchema', () => {
  it("gives the spec's messages for a missing or short message", () => {
    expect(fieldErrors({ ...base, description: '' })).toEqual({ description: 'Message is required' });
    expect(fieldErrors({ ...base, description: '   short   ' })).toEqual({ description: 'Message must be at least 10 characters long' });
    expect(fieldErrors(base)).toEqual({});
  });

  it('needs a valid original link for copyright theft only', () => {
    expect(fieldErrors({ ...base, report_type: 'COPYRIGHT-THEFT' })).toEqual({ original_link: reportMessages.originalLinkRequired });
    expect(fieldErrors({ ...base, report_type: 'COPYRIGHT-THEFT', original_link: 'ftp://x' })).toEqual({ original_link: reportMessages.originalLinkInvalid });
    expect(fieldErrors({ ...base, report_type: 'COPYRIGHT-THEFT', original_link: 'https://example.com/a' })).toEqual({});
    expect(reportSchema.parse(base).original_link).toBe('');
  });

  it('lists the six types in the order of the spec', () => {
    expect(reportTypes.map((type) => reportTypeLabels[type])).toEqual(['Copyright theft', 'Spam', 'Terrorism', 'Unauthorised sales', 'Scam', 'Something else']);
  });
});
