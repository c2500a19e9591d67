import { expect, type Locator, type Page } from '@playwright/test';

/** A picture to upload: a small PNG the browser draws, one colour per post so that each is its own. */
export async function drawnPicture(page: Page, options: { name: string; colour: string }) {
  const dataUrl = await page.evaluate((colour) => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 240;
    const context = canvas.getContext('2d')!;
    context.fillStyle = colour;
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.fillStyle = 'white';
    context.fillRect(40, 40, 120, 80);
    return canvas.toDataURL('image/png');
  }, options.colour);
  return { name: options.name, mimeType: 'image/png', buffer: Buffer.from(dataUrl.split(',')[1]!, 'base64') };
}

/**
 * The profile form's picture (Cover or Profile picture): a drawn picture set on the file input just before its
 * "Choose" button (no native chooser, whose event a busy machine can miss), cropped with Done and uploaded.
 */
export async function chooseProfilePicture(page: Page, form: Locator, label: 'Cover' | 'Profile picture', colour: string) {
  const input = form.getByRole('button', { name: `Choose ${label.toLowerCase()}` }).locator('xpath=preceding-sibling::input[@type="file"][1]');
  await input.setInputFiles(await drawnPicture(page, { name: `${label}.png`, colour }));
  // The cropper replaces the picker and grows the dialog: Done is clicked once the picture is in it (enabled).
  const done = form.getByRole('button', { name: 'Done' });
  await expect(done).toBeEnabled();
  await done.click();
  await expect(form.getByRole('img', { name: label })).toHaveAttribute('src', /^\/media\/uploads\/.+\.jpg$/);
}

type Plan = { label: 'Monthly' | '3 Months' | '6 Months' | 'Yearly'; price?: number; discountPercent?: number };

/**
 * Edit channel (/settings/channel): a paid channel offering exactly the plans given, each with its price
 * and, when given, a permanent percentage discount. Saving says 'Channel updated successfully'.
 */
export async function offerPlans(page: Page, plans: Plan[]): Promise<void> {
  await page.goto('/settings/channel');
  const form = page.getByRole('form', { name: 'Edit channel' });
  await expect(form).toBeVisible();
  await form.getByRole('radio', { name: 'Paid' }).check();
  for (const label of ['Monthly', '3 Months', '6 Months', 'Yearly'] as const) {
    const plan = plans.find((candidate) => candidate.label === label);
    const toggle = form.getByRole('switch', { name: label, exact: true });
    // The switch's input is drawn over by its track: the click goes to its label.
    if ((await toggle.isChecked()) !== Boolean(plan)) await form.getByText(label, { exact: true }).click();
    await expect(toggle).toBeChecked({ checked: Boolean(plan) });
    if (!plan) continue;
    const price = form.getByLabel(`${label} price ($)`);
    await price.fill(String(plan.price));
    // The period's tile: the innermost box holding both its switch and its price.
    const tile = form
      .locator('div')
      .filter({ has: page.getByRole('switch', { name: label, exact: true }) })
      .filter({ has: page.getByLabel(`${label} price ($)`) })
      .last();
    await tile.getByRole('checkbox', { name: 'Add a discount' }).setChecked(plan.discountPercent !== undefined);
    if (plan.discountPercent === undefined) continue;
    await tile.getByText('Percentage', { exact: true }).click();
    await tile.getByLabel('Discount (%)').fill(String(plan.discountPercent));
    await tile.getByRole('checkbox', { name: 'Permanent discount' }).check();
  }
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Channel updated successfully')).toBeVisible();
}

type NewPost = {
  text: string;
  picture: Awaited<ReturnType<typeof drawnPicture>>;
} & ({ visibility: 'Free' } | { visibility: 'Subscribers'; channel: string } | { visibility: 'Pay-to-view'; price: number });

/** The composer on the creator's own page: text, one uploaded picture, who sees it; the post then heads her list. */
export async function publishPost(page: Page, post: NewPost): Promise<void> {
  const composer = page.getByRole('region', { name: 'Create' });
  await composer.getByLabel('What is new?').fill(post.text);
  await composer.locator('input[type="file"]').setInputFiles(post.picture);
  await expect(composer.getByText('Uploads finished')).toBeVisible({ timeout: 20_000 });
  await composer.getByText(post.visibility, { exact: true }).click();
  if (post.visibility === 'Subscribers') {
    await composer.getByRole('combobox', { name: 'Channel' }).click();
    await page.getByRole('option', { name: post.channel }).click();
  }
  if (post.visibility === 'Pay-to-view') await composer.getByLabel('Price').fill(String(post.price));
  await composer.getByRole('button', { name: 'Post', exact: true }).click();
  // 'Posted!' shows once while its toast is open, so a quick second post is told by its card instead.
  await expect(composer.getByLabel('What is new?')).toHaveValue('');
  await expect(postCard(page, post.text)).toBeVisible();
}

/** The post on a page whose text is `text`. */
export const postCard = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });

/** The post's own picture, shown in full (not the locked preview), and actually loaded once scrolled to, as it loads lazily. */
export async function expectPictureShown(post: Locator, author: string): Promise<void> {
  const picture = post.getByRole('img', { name: `Photo 1 of 1 by ${author}`, exact: true });
  await post.scrollIntoViewIfNeeded();
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
}

/** Behind a lock: the blurred preview under the lock panel, and no picture in full. */
export async function expectLocked(post: Locator, author: string, offer: string): Promise<void> {
  const preview = post.getByRole('img', { name: `Photo 1 of 1 by ${author} (locked preview)` });
  await expect(preview).toBeVisible();
  await expect(preview).toHaveCSS('filter', /blur/);
  await expect(post.getByRole('img', { name: `Photo 1 of 1 by ${author}`, exact: true })).toHaveCount(0);
  await expect(post.getByRole('button', { name: offer, exact: true })).toBeVisible();
}
