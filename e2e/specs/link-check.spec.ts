import { expect, test } from '@playwright/test';
import { signUpVerified } from '../support/accounts';
import { chooseProfilePicture } from '../support/creators';
import { signInThroughApi } from '../support/demo';

const PASSWORD = 'LinkCheck#2026';

test.use({ actionTimeout: 15_000 });

test('a bio linking to another domain is flagged, one linking only to the product is not (spec: link check)', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { username } = await signUpVerified(request, { prefix: 'linker', role: 'CREATOR', password: PASSWORD });
  await signInThroughApi(page, username, { password: PASSWORD });
  const ownHost = new URL(page.url()).host;

  let pictured = false;
  const saveBio = async (bio: string) => {
    await page.goto('/settings/account-information');
    await page.getByRole('button', { name: 'Edit profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit profile' });
    // A creator's profile needs its pictures once; later edits keep them.
    for (const label of pictured ? [] : (['Cover', 'Profile picture'] as const)) {
      await chooseProfilePicture(page, dialog, label, '#00695c');
    }
    pictured = true;
    await dialog.getByLabel('Display name').fill('Lina Stone');
    await dialog.getByLabel('Bio').fill(bio);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your profile has been saved.').first()).toBeVisible();
    await page.goto(`/creator/${username}`);
    await expect(page.getByText(bio)).toBeVisible();
  };

  await test.step('a link to another site is flagged, naming the site', async () => {
    await saveBio('More of me at www.fansly.com/lina, see you there');
    await expect(page.getByLabel('Links to another site: www.fansly.com')).toBeVisible();
  });

  await test.step('a link to the product itself is not', async () => {
    await saveBio(`My newest set: http://${ownHost}/creator/${username}`);
    await expect(page.getByTestId('other-domain-link-flag')).toHaveCount(0);
  });
});
