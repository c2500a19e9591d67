import { describe, expect, it } from 'vitest';
import { consoleLinks, countText, currentLink, linkName } from './console-links';

const summary = { open_reports: 3, pending_verifications: 0, payouts_awaiting_review: 1, open_disputes: 2, pending_appeals: 0 };

describe('the console navigation', () => {
  it('names each queue with its count, and other pages by their label', () => {
    const reports = consoleLinks.find((link) => link.to === '/admin/reports')!;
    expect(linkName(reports, countText({ data: summary, isError: false }, 'open_reports'))).toBe('Open reports: 3');
    expect(linkName(consoleLinks[0]!, '')).toBe('Overview');
  });

  it('shows a count as loading, or unknown when it could not be read', () => {
    expect(countText({ isError: false }, 'open_disputes')).toBe('…');
    expect(countText({ isError: true }, 'open_disputes')).toBe('?');
  });

  it('has a count for every queue of the summary', () => {
    expect(consoleLinks.flatMap((link) => (link.count ? [link.count.key] : [])).sort()).toEqual(Object.keys(summary).sort());
  });

  it('marks the page a path belongs to', () => {
    expect(currentLink('/admin')).toBe('/admin');
    expect(currentLink('/admin/users/6f1c')).toBe('/admin');
    expect(currentLink('/admin/audit')).toBe('/admin/audit');
    expect(currentLink('/admin/disputes')).toBe('/admin/disputes');
  });
});
