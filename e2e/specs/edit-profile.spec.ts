import { expect, test } from '@playwright/test';
import { signUpVerified } from '../support/accounts';
import { chooseProfilePicture } from '../support/creators';
import { signInThroughApi } from '../support/demo';

const PASSWORD = 'EditProfile#2026';

test.use({ actionTimeout: 15_000 });

test('a creator edits their public profile at /settings/account-information: cropped cover and picture, name, bio and a link', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { username } = await signUpVerified(request, { prefix: 'editor', role: 'CREATOR', password: PASSWORD });
  await signInThroughApi(page, username, { password: PASSWORD });

  await page.goto('/settings/account-information');
  await page.getByRole('button', { name: 'Edit profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit profile' });

  await test.step('the cover is cropped 2:1 and the picture 1:1, each uploaded with Done', async () => {
    for (const [label, colour] of [
      ['Cover', '#00695c'],
      ['Profile picture', '#6a1b9a'],
    ] as const) {
      await chooseProfilePicture(page, dialog, label, colour);
    }
  });

  await test.step('the form refuses a link that is no web address, with the same words as the server', async () => {
    await dialog.getByLabel('Display name').fill('Nora Lind');
    await dialog.getByLabel('Bio').fill('Ceramics, glaze tests and kiln days.');
    await dialog.getByRole('button', { name: 'Add a link' }).click();
    await dialog.getByLabel('Link 1', { exact: true }).fill('javascript:alert(1)');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Enter a full web address starting with http:// or https://')).toBeVisible();
    await dialog.getByLabel('Link 1', { exact: true }).fill('https://nora-ceramics.example.com/shop');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your profile has been saved.').first()).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  await test.step('the creator page shows it, with Edit profile for its owner', async () => {
    await page.goto(`/creator/${username}`);
    await expect(page.getByRole('heading', { name: 'Nora Lind', level: 1 })).toBeVisible();
    await expect(page.getByText('Ceramics, glaze tests and kiln days.')).toBeVisible();
    const link = page.getByRole('list', { name: 'Links' }).getByRole('link', { name: 'nora-ceramics.example.com/shop' });
    await expect(link).toHaveAttribute('href', 'https://nora-ceramics.example.com/shop');
    await expect(link).toHaveAttribute('rel', /nofollow/);
    const avatar = page.getByRole('img', { name: 'Nora Lind', exact: true });
    await expect.poll(() => avatar.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth === image.naturalHeight && image.naturalWidth > 0)).toBe(true);
    await page.getByRole('button', { name: 'Edit profile' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit profile' }).getByLabel('Display name')).toHaveValue('Nora Lind');
  });
});
