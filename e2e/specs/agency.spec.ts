import { expect, test } from '@playwright/test';
import { signUpVerified } from '../support/accounts';
import { signInThroughApi } from '../support/demo';

const PASSWORD = 'Creator#2026';

test('an agency invites a new creator, who accepts with the terms ticked and sees the collaboration active', async ({ browser, page, request }) => {
  let username = '';

  await test.step('a creator signs up and verifies the email', async () => {
    ({ username } = await signUpVerified(request, { prefix: 'talent', role: 'CREATOR', password: PASSWORD }));
  });

  await test.step('the demo agency invites the creator from its portal', async () => {
    await signInThroughApi(page, 'starlight_agency');
    await page.getByRole('link', { name: 'Agency', exact: true }).first().click();
    await expect(page).toHaveURL(/\/agency$/);
    const form = page.getByRole('form', { name: 'Invite a creator' });
    await form.getByLabel('Creator username').fill(username);
    await form.getByLabel('Invitation letter').fill('Starlight would love to represent you.');
    await form.getByLabel('Agency share', { exact: true }).fill('25');
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText('Invitation sent')).toBeVisible();
    const row = page.getByRole('article', { name: `Collaboration with @${username}` });
    await expect(row.getByText('Invited', { exact: true })).toBeVisible();
  });

  const creatorContext = await browser.newContext();
  const creator = await creatorContext.newPage();
  await test.step('the creator opens the Agency Invitation and cannot accept without the terms', async () => {
    await signInThroughApi(creator, username, { password: PASSWORD, at: '/settings/agency' });
    await expect(creator.getByText('You are not working with an agency.')).toBeVisible();
    await creator.getByRole('button', { name: 'Open the invitation from Starlight Talent' }).click();
    const dialog = creator.getByRole('dialog', { name: 'Agency Invitation' });
    await expect(dialog.getByText('Starlight would love to represent you.')).toBeVisible();
    await expect(dialog.getByLabel('Agency share', { exact: true })).toHaveValue('25%');
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await expect(dialog.getByText('Please accept the terms and conditions')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'terms of service' })).toHaveAttribute('target', '_blank');
  });

  await test.step('ticks the terms, accepts, and sees the agreement active in settings', async () => {
    const dialog = creator.getByRole('dialog', { name: 'Agency Invitation' });
    await dialog.getByRole('checkbox', { name: /I accept the/ }).check();
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await expect(creator.getByText('Agency invitation accepted')).toBeVisible();
    await expect(dialog).toBeHidden();
    const agreement = creator.getByRole('region', { name: 'Starlight Talent' });
    await expect(agreement.getByText('Active', { exact: true })).toBeVisible();
    await expect(agreement.getByText('Agency 25% of your share of every sale (you keep 75%)')).toBeVisible();
    await creator.reload();
    await expect(creator.getByRole('region', { name: 'Starlight Talent' }).getByText('Active', { exact: true })).toBeVisible();
  });
  await creatorContext.close();
});
