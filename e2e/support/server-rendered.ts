import { expect, type Locator } from '@playwright/test';

/**
 * Clicks a control of a page the server rendered (the guest's home and creator pages) until what it opens
 * shows: until React has taken the server's markup over, a click on it does nothing, as for a person who taps
 * before the page's script has run, and a loaded machine can leave the page that way past the click.
 */
export async function clickOnceHydrated(control: Locator, opens: Locator): Promise<void> {
  await expect(async () => {
    if (!(await opens.isVisible())) await control.click({ timeout: 2_000 });
    await expect(opens).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}
