import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signUpVerified, verifyAgeAtProvider } from '../support/accounts';
import { signInThroughApi } from '../support/demo';

const PASSWORD = 'Reports#2026';
/** A 1×1 PNG, standing in for the photo of an ID card. */
const ID_PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** A user of this spec's own, signed up and email-verified through the API. */
async function newUser(request: APIRequestContext, role: 'USER' | 'CREATOR', prefix: string) {
  return signUpVerified(request, { prefix, role, password: PASSWORD });
}

async function reportFirstPostAsSpam(page: Page) {
  const post = page.getByRole('article', { name: 'Post by Ava Rose' }).first();
  await post.getByRole('button', { name: 'Post options' }).click();
  await page.getByRole('menuitem', { name: 'Report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report', exact: true });
  await dialog.getByRole('listitem').filter({ hasText: 'Spam' }).click();
  await expect(dialog.getByText('Please tell us about the problem with this content.')).toBeVisible();
  const submit = dialog.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Message').fill('Too short');
  await expect(dialog.getByText('Message must be at least 10 characters long')).toBeVisible();
  await dialog.getByLabel('Message').fill('This post links to a spam shop, please check it.');
  await submit.click();
  return dialog;
}

test('a fan reports a post once; a second report is refused', async ({ page, request }) => {
  const fan = await newUser(request, 'USER', 'reporter');
  await signInThroughApi(page, fan.username, { password: PASSWORD });
  // Reporting is gated like the spec's 'report post': the new fan verifies their age at the provider first.
  await verifyAgeAtProvider(page);

  await test.step("the fan reports one of ava_rose's posts as Spam and sees 'Report sent!'", async () => {
    await page.goto('/creator/ava_rose');
    const dialog = await reportFirstPostAsSpam(page);
    await expect(page.getByText('Report sent!')).toBeVisible();
    await expect(page.getByText('We will review and send a mail to you soon. Thanks!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await page.keyboard.press('Escape');
  });

  await test.step("a second report of the same post shows 'You have already submitted a report.'", async () => {
    const dialog = await reportFirstPostAsSpam(page);
    await expect(dialog.getByText('You have already submitted a report.')).toBeVisible();
  });
});

test('a creator makes a release form link, an external person signs it without an account, and the creator sees it signed', async ({ browser, page, request }) => {
  const creator = await newUser(request, 'CREATOR', 'releaser');
  let link = '';

  await test.step('the creator creates the link at /settings/release-form', async () => {
    await signInThroughApi(page, creator.username, { password: PASSWORD, at: '/settings/release-form' });
    await page.getByRole('button', { name: 'New release form' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a release form link' });
    await dialog.getByLabel('Email (optional)').fill('not-an-email');
    await dialog.getByLabel('Friendly name').fill('Beach shoot');
    await dialog.getByRole('button', { name: 'Create link' }).click();
    await expect(dialog.getByText('Please enter a valid email address.')).toBeVisible();
    await dialog.getByLabel('Email (optional)').fill('');
    await dialog.getByRole('button', { name: 'Create link' }).click();
    await expect(dialog).toBeHidden();
    const form = page.getByRole('article', { name: 'Release form Beach shoot' });
    await expect(form.getByText('Pending')).toBeVisible();
    link = (await form.getByTestId('release-form-link').textContent())!;
    expect(link).toMatch(/\/ext-release-form\/[A-Za-z0-9_-]+$/);
  });

  await test.step('an anonymous visitor signs the model release', async () => {
    const anonymous = await browser.newContext();
    const visitor = await anonymous.newPage();
    await visitor.goto(new URL(link).pathname);
    const release = visitor.getByRole('form', { name: 'Model release' });
    await release.getByLabel('Full legal name').fill('Jamie Rivera');
    await release.getByLabel('Date of birth').fill('1994-05-17');
    await release.getByLabel('Signature').fill('Jamie Rivera');
    await release.getByLabel('I have read and agree to this model release').check();
    await release.getByRole('button', { name: 'Sign release form' }).click();
    await expect(release.getByText('Please upload a photo or scan of your ID document.')).toBeVisible();
    await release.locator('input[type="file"]').setInputFiles({ name: 'id-card.png', mimeType: 'image/png', buffer: ID_PHOTO });
    await expect(release.getByTestId('id-document-uploaded')).toBeVisible();
    await release.getByRole('button', { name: 'Sign release form' }).click();
    await expect(visitor.getByText('This release form was signed')).toBeVisible();
    await visitor.reload();
    await expect(visitor.getByText('This release form was signed')).toBeVisible();
    await visitor.goto('/ext-release-form/no-such-form');
    await expect(visitor.getByText('This release form link is invalid or has expired.')).toBeVisible();
    await anonymous.close();
  });

  await test.step('the creator sees the form Signed with the date', async () => {
    await page.reload();
    const form = page.getByRole('article', { name: 'Release form Beach shoot' });
    await expect(form.getByText('Signed', { exact: true })).toBeVisible();
    await expect(form.getByTestId('release-form-signed')).toContainText('Signed by Jamie Rivera on');
    await expect(form.getByRole('button', { name: 'View ID document' })).toBeVisible();
  });
});

test("ava_rose checks the Custom list dialog's rules and renames her list", async ({ page }) => {
  await signInThroughApi(page, 'ava_rose', { at: '/settings/lists' });
  await expect(page.getByRole('article', { name: 'List Yoga regulars' })).toContainText('1 fan');

  await test.step("a new list needs a title of 3-35 characters, a fan, and a valid custom spend range", async () => {
    await page.getByRole('button', { name: 'New list' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create list' });
    await dialog.getByLabel('Title').fill('ab');
    await dialog.getByRole('button', { name: 'Create list' }).click();
    await expect(dialog.getByText('Title should be 3-35 characters.')).toBeVisible();
    await expect(dialog.getByText('Select at least one fan.')).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Spend' }).click();
    await page.getByRole('option', { name: 'Custom' }).click();
    await dialog.getByLabel('Min spent').fill('50');
    await dialog.getByLabel('Max spent').fill('10');
    await expect(dialog.getByText('Enter valid min/max (min ≤ max).')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  await test.step('editing keeps her fan and saves the new title', async () => {
    await page.getByRole('article', { name: 'List Yoga regulars' }).getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit list' });
    await expect(dialog.getByText('1 selected')).toBeVisible();
    await dialog.getByLabel('Title').fill('Yoga regulars and friends');
    await dialog.getByRole('button', { name: 'Save list' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('article', { name: 'List Yoga regulars and friends' })).toContainText('1 fan');
  });
});
