import { expect, type Locator } from '@playwright/test';

/**
 * Clicks a control until what it opens shows. The creator page comes rendered by the server, and a click that
 * lands before React has taken its markup over does nothing, as for a person who taps before the page's script
 * has run; a loaded machine can leave the page that way past the click.
 */
export async function clickOnceHydrated(control: Locator, opens: Locator): Promise<void> {
  await expect(async () => {
    if (!(await opens.isVisible())) await control.click({ timeout: 2_000 });
    await expect(opens).toBeVisible({ timeout: 1_000 });
  }).toPass();
}
