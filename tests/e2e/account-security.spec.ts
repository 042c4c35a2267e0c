import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { waitForHydration } from './e2e-support';

const PASSWORD = 'tread-and-track-88';

/** A new registered customer through the token service (a guest upgraded), with or without a name. */
async function newCustomer(request: APIRequestContext, name: string): Promise<string> {
  const email = `sec-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const form = (call: string, fields: Record<string, string>) => request.post(`/api/jwtauth/${call}`, { multipart: { client_id: 'ironyard-web', ...fields } });
  const guest = await (await form('createguest', {})).json();
  expect((await form('upgradeguest', { refreshToken: guest.refresh_token, name, email, password: PASSWORD })).status()).toBe(200);
  return email;
}

async function signIn(page: Page, email: string, returnTo: string) {
  await page.goto(`/signin?p=${encodeURIComponent(returnTo)}`);
  await waitForHydration(page);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(returnTo);
}

const accountButton = (page: Page) => page.getByRole('button', { name: /^Account menu for / }).first();

test('a changed name shows in the header and the account menu at once, and after a reload', async ({ page, request }) => {
  const email = await newCustomer(request, 'Mike Wrench');
  await signIn(page, email, '/account/security/edit/name');
  await expect(accountButton(page)).toHaveAccessibleName('Account menu for Mike Wrench');
  await page.getByLabel('First name').fill('Michael');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page).toHaveURL('/account/security');
  await expect(page.getByText('Your name was saved.')).toBeVisible();
  // No reload: the page's data came with the new name, and the header follows it.
  await expect(accountButton(page)).toHaveAccessibleName('Account menu for Michael Wrench');

  for (const path of ['/', '/account', '/account/security']) {
    await page.goto(path);
    await waitForHydration(page);
    await expect(accountButton(page)).toHaveAccessibleName('Account menu for Michael Wrench');
  }
  await page.reload();
  await waitForHydration(page);
  await accountButton(page).click();
  const menu = page.getByRole('dialog', { name: 'Your Account' });
  await expect(menu.getByText('Michael Wrench')).toBeVisible();
  await expect(menu.getByText('Mike Wrench')).toHaveCount(0);
});

test('password change: each error beside its field, only the last submit’s, and the current password refused as the new one', async ({ page, request }) => {
  const email = await newCustomer(request, 'Pia Password');
  await signIn(page, email, '/account/security/edit/password');
  const current = page.getByLabel('Current password');
  const next = page.getByLabel('New password', { exact: true });
  const again = page.getByLabel('New password again');
  const submit = page.getByRole('button', { name: 'Change password' });

  await current.fill('not-my-password-1');
  await next.fill('loader-bucket-77');
  await again.fill('loader-bucket-77');
  await submit.click();
  const wrong = page.getByText('The current password is incorrect.');
  await expect(wrong).toBeVisible();
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  await expect(current).toHaveAttribute('aria-describedby', /\S/);
  const describedBy = (await current.getAttribute('aria-describedby'))!.split(' ');
  expect(await page.locator(describedBy.map((id) => `[id="${id}"]`).join(', ')).allTextContents()).toContain('The current password is incorrect.');

  await current.fill(PASSWORD);
  await again.fill('loader-bucket-78');
  await submit.click();
  await expect(page.getByText('The passwords do not match.')).toBeVisible();
  await expect(wrong).toHaveCount(0);
  await expect(current).not.toHaveAttribute('aria-invalid', 'true');

  // The current password again: refused in the form, beside the new password.
  await next.fill(PASSWORD);
  await again.fill(PASSWORD);
  await submit.click();
  await expect(page.getByText('Choose a new password that is different from your current one.')).toBeVisible();
  await expect(next).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL('/account/security/edit/password');
  // …and by the token service, whatever the form does.
  const refused = await page.request.post('/api/jwtauth/changepassword', {
    multipart: { client_id: 'ironyard-web', oldPassword: PASSWORD, newPassword: PASSWORD },
    headers: { 'x-ironyard-session': 'cookie', origin: new URL(page.url()).origin },
  });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toMatchObject({ error_field: 'newPassword', error_description: 'Choose a new password that is different from your current one.' });

  await next.fill('loader-bucket-77');
  await again.fill('loader-bucket-77');
  await submit.click();
  await expect(page.getByText('Your password was changed. Every other device was signed out.')).toBeVisible();
});

test('the overview of an account without a name shows its e-mail once', async ({ page, request }) => {
  const email = await newCustomer(request, '');
  await signIn(page, email, '/account');
  await expect(page.getByTestId('overview-account')).toHaveText(`Signed in as ${email}`);
});
