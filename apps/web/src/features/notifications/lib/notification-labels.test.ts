import { notificationTypes } from '@velvet/contracts';
import { describe, expect, it } from 'vitest';
import { notificationTypeLabel } from './notification-type-label';
import { unreadBadgeLabel } from './unread-badge-label';

describe('notificationTypeLabel', () => {
  it('names every notification type of the contract', () => {
    for (const type of notificationTypes) expect(notificationTypeLabel(type)).toMatch(/^[A-Z][a-z]/);
  });

  it('reads like words rather than codes', () => {
    expect(notificationTypeLabel('Wallet-Recharge')).toBe('Wallet deposit');
    expect(notificationTypeLabel('Announcement')).toBe('Announcement');
  });
});

describe('unreadBadgeLabel', () => {
  it('shows the count up to 99 and 99+ above', () => {
    expect(unreadBadgeLabel(1)).toBe('1');
    expect(unreadBadgeLabel(99)).toBe('99');
    expect(unreadBadgeLabel(100)).toBe('99+');
  });
});
