import { expect, test, type Page } from '@playwright/test';

/** Errors the page logs or throws: a hydration mismatch is one (React reports it on the console). */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const landingPages = [
  { url: '/', rendered: 'Discover creators' },
  { url: '/creator/luna_moreau', rendered: 'Luna Moreau' },
];

for (const { url, rendered } of landingPages) {
  test(`a guest's ${url} comes rendered by the server, then hydrates without an error`, async ({ page, request }) => {
    const html = await (await request.get(url)).text();
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('</body>'));
    expect(root).toContain(rendered);
    expect(html).not.toMatch(/<script>/);

    const errors = errorsOf(page);
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    // Hydrated: the header's button opens the sign-up drawer.
    await page.getByRole('banner').getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(errors).toEqual([]);
  });
}
