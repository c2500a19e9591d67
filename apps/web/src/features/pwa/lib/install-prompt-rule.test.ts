import { describe, expect, it } from 'vitest';
import { INSTALL_PROMPT_INTERVAL_MS, INSTALL_TOAST_MS, isInstallPromptDue, nextShowTime, type InstallPromptState } from './install-prompt-rule';

const now = Date.UTC(2026, 0, 10, 12);
const due: InstallPromptState = { userId: 'u1', canPrompt: true, shownOnThisPage: false, nextShowAt: null, now };

describe('isInstallPromptDue', () => {
  it('shows the prompt to a signed-in user who has never seen it, when the browser can install', () => {
    expect(isInstallPromptDue(due)).toBe(true);
  });

  it('waits until the next-show time, then shows it again', () => {
    expect(isInstallPromptDue({ ...due, nextShowAt: now + 1 })).toBe(false);
    expect(isInstallPromptDue({ ...due, nextShowAt: now })).toBe(true);
    expect(isInstallPromptDue({ ...due, nextShowAt: now - 1 })).toBe(true);
  });

  it('never shows it to a guest, where the browser cannot install, or twice on one page', () => {
    expect(isInstallPromptDue({ ...due, userId: null })).toBe(false);
    expect(isInstallPromptDue({ ...due, canPrompt: false })).toBe(false);
    expect(isInstallPromptDue({ ...due, shownOnThisPage: true })).toBe(false);
  });
});

describe('nextShowTime', () => {
  it("puts the next showing the spec's 7 days after this one", () => {
    expect(nextShowTime(now)).toBe(now + 7 * 24 * 60 * 60 * 1000);
    expect(isInstallPromptDue({ ...due, nextShowAt: nextShowTime(now), now: now + INSTALL_PROMPT_INTERVAL_MS - 1 })).toBe(false);
    expect(isInstallPromptDue({ ...due, nextShowAt: nextShowTime(now), now: now + INSTALL_PROMPT_INTERVAL_MS })).toBe(true);
  });

  it("keeps the spec's 10 s install toast", () => {
    expect(INSTALL_TOAST_MS).toBe(10_000);
  });
});
