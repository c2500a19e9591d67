import { expect, test, type Page } from '@playwright/test';
import { latestMail, signInThroughApi } from '../support/demo';

const PASSWORD = 'Journey#2026';
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A PNG drawn by the browser itself, so the cropper has a real image to decode. */
async function drawnPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 300;
    canvas.height = 200;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#c2185b';
    context.fillRect(0, 0, 300, 200);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

async function openFromMenu(page: Page, item: string) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test('a new fan adds a name and completes the profile: photo crop and upload, SMS code from the dev mailbox, interests', async ({ page, request }) => {
  const email = `profile.${unique()}@example.com`;
  const check = await request.post('/api/users/check-email', { data: { email } });
  const { validation_id } = ((await check.json()) as { data: { validation_id: string } }).data;
  expect((await request.post('/api/users/sign-up', { data: { email, password: PASSWORD, validation_id, user_type: 'USER', age_confirmed: true } })).status()).toBe(201);
  await signInThroughApi(page, email, { password: PASSWORD });

  // Add your name: Enter moves on, then submits; the server's rules answer inside the dialog; no Escape.
  await openFromMenu(page, 'Add your name');
  const nameDialog = page.getByRole('dialog', { name: 'Add your name' });
  await nameDialog.getByLabel('First name').fill('Al');
  await page.keyboard.press('Enter');
  await expect(nameDialog.getByLabel('Last name')).toBeFocused();
  await page.keyboard.type('Smith');
  await page.keyboard.press('Enter');
  await expect(nameDialog.getByRole('alert')).toHaveText('First/Last name must be between 3 and 50 characters.');
  await page.keyboard.press('Escape');
  await expect(nameDialog).toBeVisible();
  await nameDialog.getByLabel('First name').fill('  Alice ');
  await nameDialog.getByLabel('Last name').press('Enter');
  await expect(nameDialog).toBeHidden();

  await openFromMenu(page, 'Complete your profile');
  const wizard = page.getByRole('dialog', { name: 'Complete your profile' });

  // Step 1: a wrong type is refused; a picture is cropped and uploaded.
  await wizard.locator('input[type=file]').first().setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(wizard.getByRole('alert')).toHaveText('Unsupported Format');
  await wizard.locator('input[type=file]').first().setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await drawnPng(page) });
  await wizard.getByRole('button', { name: 'Done' }).click();
  await expect(wizard.getByRole('img', { name: 'Profile picture' })).toHaveAttribute('src', /^\/media\/uploads\/.+\.jpg$/);
  await wizard.getByRole('button', { name: 'Next', exact: true }).click();

  // Step 2: country, date of birth, phone verified by the SMS code shown in the dev mailbox.
  await wizard.getByLabel('Date of birth').fill('1992-04-03');
  await wizard.getByRole('combobox', { name: 'Country' }).fill('Netherl');
  await page.getByRole('option', { name: 'Netherlands' }).click();
  await wizard.getByLabel('Dial code').fill('+31');
  // The list of matching countries stays open 200 ms after the field loses focus (the spec): pick from it.
  await page.getByRole('option', { name: /\+31 Netherlands/ }).click();
  await wizard.getByLabel('Phone number (optional)').fill('611223344');
  await wizard.getByRole('button', { name: 'Verify' }).click();
  await expect(wizard.getByRole('button', { name: /Resend in \d+s/ })).toBeDisabled();
  let code = '';
  await expect(async () => {
    const sms = await latestMail(request, '+31611223344');
    code = /\b(\d{6})\b/.exec(sms?.text ?? '')?.[1] ?? '';
    expect(code).toHaveLength(6);
  }).toPass();
  await wizard.getByLabel('SMS code').first().click();
  await page.keyboard.type(code);
  await wizard.getByRole('button', { name: 'Next', exact: true }).click();

  // Step 3: gender and preference.
  await wizard.getByRole('radiogroup', { name: 'Gender' }).getByRole('radio', { name: 'Female' }).check();
  await wizard.getByRole('button', { name: 'Next', exact: true }).click();

  // Step 4: interests; a banned word in a search is refused with the spec's words.
  await wizard.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(wizard.getByRole('alert').last()).toHaveText('Select at least five kinks');
  await wizard.getByLabel('Search Kinks (private)').fill('underage');
  await expect(wizard.getByText("The word underage isn't allowed. Please keep it friendly!")).toBeVisible();
  await wizard.getByLabel('Search Kinks (private)').fill('');
  // A chip's checkbox is visually hidden: a person clicks its label.
  for (const kink of ['Cosplay', 'Lingerie', 'Massage', 'Role Play', 'Tease']) await wizard.getByText(kink, { exact: true }).click();
  for (const topic of ['Art', 'Books', 'Coffee', 'Travel', 'Yoga']) await wizard.getByText(topic, { exact: true }).click();
  await expect(wizard.getByRole('checkbox', { name: 'Yoga', exact: true })).toBeChecked();
  await wizard.getByRole('button', { name: 'Next', exact: true }).click();

  // Step 5: finish; the menu no longer offers the wizard.
  await wizard.getByRole('button', { name: 'Finish', exact: true }).click();
  await expect(wizard).toBeHidden();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Complete your profile' })).toBeHidden();
  await expect(page.getByRole('menuitem', { name: 'Add your name' })).toBeHidden();
});
