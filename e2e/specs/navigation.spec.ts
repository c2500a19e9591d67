import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signUpVerified } from '../support/accounts';
import { signInThroughApi, signInThroughDialog } from '../support/demo';

const PASSWORD = 'Navigate#2026';

/**
 * A new fan of this spec's own, signed in: a wallet of $0.00. Signed up apart from the page (the page's own request would share its cookies).
 * The phone's journey signs in with the dialog, at a phone's size.
 */
async function signInNewFan(page: Page, request: APIRequestContext, { throughDialog = false } = {}) {
  const fan = await signUpVerified(request, { prefix: 'navfan', role: 'USER', password: PASSWORD });
  if (throughDialog) {
    await page.goto('/');
    await signInThroughDialog(page, fan.username, { email: fan.email, password: PASSWORD });
  } else {
    await signInThroughApi(page, fan.username, { password: PASSWORD });
  }
  return fan;
}

test.describe('on a wide screen', () => {
  test.skip(({ isMobile }) => isMobile, 'the phone has its own journey below');

  test('the header searches from any page, shows the balance, the unread counts and the account menu', async ({ page, request }) => {
    await test.step('a guest searches from a creator page in the header', async () => {
      await page.goto('/creator/luna_moreau');
      const header = page.getByRole('banner');
      await expect(header.getByRole('button', { name: 'Sign In' })).toBeVisible();
      await expect(header.getByRole('button', { name: 'Sign Up' })).toBeVisible();
      const search = header.getByRole('textbox', { name: 'Search creators and hashtags' }).or(header.getByRole('combobox', { name: 'Search creators and hashtags' }));
      await search.click();
      await search.fill('luna');
      await search.press('Enter');
      await expect(page).toHaveURL(/\/search\?q=luna$/);
      await expect(page.getByRole('region', { name: 'Creators' }).getByText('Luna Moreau')).toBeVisible();
    });

    await signInNewFan(page, request);
    const header = page.getByRole('banner');

    await test.step('a fan sees Messages, the bell and the wallet balance; the tab bar is for phones', async () => {
      await expect(header.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Messages/ })).toBeVisible();
      await expect(header.getByRole('button', { name: 'Notifications' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Tabs' })).toBeHidden();
      await header.getByRole('link', { name: 'Wallet balance $0.00' }).click();
      await expect(page.getByRole('heading', { name: 'Wallet', level: 1 })).toBeVisible();
    });

    await test.step('the account menu leads to Subscriptions and Settings, and signs out', async () => {
      await header.getByRole('button', { name: 'Account menu' }).click();
      for (const item of ['Subscriptions', 'Wallet', 'Settings', 'Sign out']) await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
      await page.getByRole('menuitem', { name: 'Subscriptions' }).click();
      await expect(page.getByRole('heading', { name: 'Subscriptions', level: 1 })).toBeVisible();

      await header.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Settings' }).click();
      await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible();
    });

    await test.step('each settings entry has a picture of its own', async () => {
      const settings = page.getByRole('navigation', { name: 'Settings' });
      await expect(settings.getByRole('link', { name: 'Security' })).toBeVisible();
      const icons = await settings.locator('a svg').evaluateAll((svgs) => svgs.map((svg) => svg.getAttribute('class')));
      expect(icons.length).toBe(await settings.getByRole('link').count());
      expect(new Set(icons).size).toBe(icons.length);
    });

    await test.step('signing out leaves the guest header', async () => {
      await header.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Sign out' }).click();
      await expect(header.getByRole('button', { name: 'Sign In' })).toBeVisible();
    });
  });
});

test.describe('on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'the phone project runs this one');

  test('a guest searches and reads whole sign-in labels; a fan moves by the bottom tabs and reaches settings in one tap', async ({ page, request }) => {
    await test.step('a guest has a search button and Sign In in the header, and no tab bar', async () => {
      await page.goto('/');
      const header = page.getByRole('banner');
      await expect(header.getByRole('button', { name: 'Sign In' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Tabs' })).toHaveCount(0);
      await header.getByRole('link', { name: 'Search' }).click();
      await expect(page.getByRole('searchbox', { name: 'Search creators and hashtags' })).toBeVisible();
    });

    await test.step('the social sign-in buttons show their whole names', async () => {
      await page.goto('/');
      await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
      const dialog = page.getByRole('dialog');
      for (const provider of ['Google', 'Twitter', 'Facebook']) {
        const label = dialog.getByRole('button', { name: provider }).locator('.mantine-Button-label');
        await expect(label).toBeVisible();
        expect(await label.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });

    await signInNewFan(page, request, { throughDialog: true });
    const tabs = page.getByRole('navigation', { name: 'Tabs' });

    await test.step('a fan has Home, Search, Messages and Profile at the bottom, and no header links', async () => {
      await expect(tabs.getByRole('link')).toHaveText(['Home', 'Search', 'Messages', 'Profile']);
      await expect(tabs.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Wallet balance $0.00' })).toBeVisible();

      await tabs.getByRole('link', { name: 'Search' }).tap();
      await expect(page.getByRole('searchbox', { name: 'Search creators and hashtags' })).toBeVisible();
      await tabs.getByRole('link', { name: 'Messages' }).tap();
      await expect(page).toHaveURL(/\/chat$/);
      await expect(tabs.getByRole('link', { name: 'Messages' })).toHaveAttribute('aria-current', 'page');
    });

    await test.step('Profile opens the account settings on their content; the settings list is one tap away', async () => {
      await tabs.getByRole('link', { name: 'Profile' }).tap();
      await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeInViewport();
      await expect(page.getByRole('navigation', { name: 'Settings' })).toBeHidden();

      await page.getByRole('button', { name: 'All settings' }).tap();
      const menu = page.getByRole('dialog', { name: 'Settings' });
      await menu.getByRole('link', { name: 'Security' }).tap();
      await expect(menu).toBeHidden();
      await expect(page.getByRole('heading', { name: 'Security', level: 1 })).toBeInViewport();
    });
  });
});
