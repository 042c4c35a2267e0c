import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, DEMO_PASSWORD, signInSession, waitForHydration } from './e2e-support';

// The store's settings reach every page (the header's phone, the help pages): this file runs after
// every other browser test (the "store-wide" project in playwright.config.ts), so none meets its values.

test('an administrator changes the store phone in /admin/settings and the help page shows it', async ({ page }) => {
  await signInSession(page, DEMO_ADMIN, DEMO_PASSWORD);
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Store settings' })).toBeVisible();
  await waitForHydration(page);
  const phone = page.getByLabel('Phone', { exact: true });
  const before = await phone.inputValue();
  try {
    // A refused value is named beside its field, and nothing is saved.
    await phone.fill('call us');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByRole('alert')).toHaveText('Nothing was saved: correct the fields marked below.');
    await expect(phone).toHaveAccessibleDescription('Use digits, spaces, brackets, dots and hyphens only, like 1-800-555-0142.');
    await page.goto('/help/contactus');
    await expect(page.getByRole('main')).toContainText(before);

    await page.goto('/admin/settings');
    await waitForHydration(page);
    await page.getByLabel('Phone', { exact: true }).fill('1-800-555-0177');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByRole('status')).toHaveText('Saved: Phone. Pages, help pages, mails and new shipping labels use them from now on.');
    await expect(page.getByText(/Last saved .* by .*admin@ironyard\.test/)).toBeVisible();

    await page.goto('/help/contactus');
    await expect(page.getByRole('main')).toContainText('1-800-555-0177');
    await expect(page.getByRole('main')).not.toContainText(before);
  } finally {
    // Put the phone back for the other tests of the store's header and help pages.
    await page.goto('/admin/settings');
    await waitForHydration(page);
    await page.getByLabel('Phone', { exact: true }).fill(before);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByRole('status')).toBeVisible();
  }
});

