import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

const CUSTOMER = 'customer@ironyard.test';
const ADMIN = 'admin@ironyard.test';
const DEMO_PASSWORD = 'Ironyard-demo-1';

const unique = (name: string) => `${name}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

async function authCall(request: APIRequestContext, call: string, form: Record<string, string>) {
  const res = await request.post(`/api/jwtauth/${call}`, { multipart: { client_id: 'ironyard-web', ...form } });
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

/** An account made through the API, for tests about something else. */
async function accountViaApi(request: APIRequestContext, email: string, password: string) {
  const guest = await authCall(request, 'createguest', {});
  return authCall(request, 'upgradeguest', { refreshToken: guest.refresh_token, name: 'Robin Rigger', email, password });
}

async function signInWithForm(page: Page, email: string, password: string, rememberMe = false) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (rememberMe) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign In' }).click();
}

const signedInAs = (page: Page) => page.getByTestId('signed-in-as');

test('create an account, sign out, and sign in again with "remember me"', async ({ page, context }) => {
  const email = unique('newcomer');
  await page.goto('/signin?p=%2F%3Fwelcome%3D1');
  await expect(page).toHaveTitle(/^Sign In/);
  await page.getByRole('link', { name: 'Create account' }).click();
  await page.getByLabel('Your name').fill('Morgan Newcomer');
  await page.getByLabel('E-mail').fill(email);
  // A common password is refused with a clear message and the form keeps what was typed.
  await page.getByLabel('Password', { exact: true }).fill('password123');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert')).toContainText('too common');
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  await page.getByLabel('Password', { exact: true }).fill('tread-and-track-88');
  await page.getByRole('button', { name: 'Create Account' }).click();
  // Back to where sign-in was asked for.
  await page.waitForURL('/?welcome=1');

  await page.goto('/signin');
  await expect(signedInAs(page)).toHaveText(email);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === 'authentication')).toBeUndefined();

  // A wrong password says so and keeps the e-mail.
  await signInWithForm(page, email, 'not-my-password');
  await expect(page.getByRole('alert')).toHaveText('The e-mail or password is incorrect.');
  await expect(page.getByLabel('E-mail')).toHaveValue(email);

  await page.getByLabel('Password', { exact: true }).fill('tread-and-track-88');
  await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('/');
  const cookie = (await context.cookies()).find((c) => c.name === 'authentication');
  expect(cookie?.sameSite).toBe('Strict');
  expect(cookie?.path).toBe('/');
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('Authentication'))) ?? 'null');
  expect(stored).toMatchObject({ version: 1 });
  expect(stored.refreshTokenExpires).toBeGreaterThan(Date.now() + 29 * 86_400_000);
  // The refresh token is in an HttpOnly cookie: nothing a page script can read holds it.
  const refresh = (await context.cookies()).find((c) => c.name === 'authentication_refresh');
  expect(refresh?.httpOnly).toBe(true);
  expect(refresh?.sameSite).toBe('Strict');
  expect(refresh?.expires).toBeGreaterThan(Date.now() / 1000 + 29 * 86_400);
  const readable = await page.evaluate(() => document.cookie + JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
  expect(readable).not.toContain(refresh!.value);

  // The browser closes (its session cookies go, the remembered ones stay): signed in again, on the first paint.
  const remembered = (await context.cookies()).filter((c) => c.expires > 0);
  await context.clearCookies();
  await context.addCookies(remembered);
  const html = await (await page.request.get('/signin')).text();
  expect(html).toContain(email);
  await page.goto('/signin');
  await expect(signedInAs(page)).toHaveText(email);
});

test('a session without "remember me" is not stored for later', async ({ page, context }) => {
  await page.goto('/signin');
  await signInWithForm(page, CUSTOMER, DEMO_PASSWORD);
  await page.waitForURL('/');
  expect(await page.evaluate(() => localStorage.getItem('Authentication'))).toBeNull();
  await context.clearCookies();
  await page.goto('/signin');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(signedInAs(page)).toHaveCount(0);
});

test('recover a password through the link in the outbox', async ({ page, request }) => {
  const email = unique('forgetful');
  await accountViaApi(request, email, 'first-password-41');

  await page.goto('/signin?tab=forgot');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status')).toContainText(`If an account exists for ${email}`);

  // The mail is written just after the answer; the outbox page lists newest first.
  let link: string | null = null;
  await expect(async () => {
    await page.goto('/dev/mail');
    const message = page.locator('article', { has: page.locator('.to', { hasText: email }) }).first();
    link = await message.getByRole('link').first().getAttribute('href');
    expect(link).toContain('/passwordrecovery/confirm?token=');
  }).toPass({ timeout: 10_000 });

  await page.goto(link!);
  await expect(page).toHaveTitle(/^Reset Password/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reset Password');
  await page.getByLabel('New password', { exact: true }).fill('second-password-42');
  await page.getByLabel('Confirm new password').fill('second-password-4');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('The passwords do not match.')).toBeVisible();
  await page.getByLabel('Confirm new password').fill('second-password-42');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password has been reset.');

  await page.getByRole('link', { name: 'Sign in with your new password' }).click();
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  await page.getByLabel('Password', { exact: true }).fill('second-password-42');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('/');

  // The link works once.
  await page.goto(link!);
  await page.getByLabel('New password', { exact: true }).fill('third-password-43');
  await page.getByLabel('Confirm new password').fill('third-password-43');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert')).toContainText('invalid or has expired');
});

test('two tabs stay in step', async ({ context }) => {
  const a = await context.newPage();
  const b = await context.newPage();
  await a.goto('/signin');
  await b.goto('/signin');
  await expect(b.getByRole('button', { name: 'Sign In' })).toBeVisible();

  await signInWithForm(a, CUSTOMER, DEMO_PASSWORD);
  await a.waitForURL('/');
  // The other tab follows without a reload.
  await expect(signedInAs(b)).toHaveText(CUSTOMER);

  await b.getByRole('button', { name: 'Sign Out' }).click();
  await a.goto('/signin');
  await expect(a.getByRole('button', { name: 'Sign In' })).toBeVisible();

});

test('two tabs renewing an expired token at once make one renewal; the Admin button saves its cookie', async ({ context }) => {
  const a = await context.newPage();
  const b = await context.newPage();
  await a.goto('/signin');
  await signInWithForm(a, ADMIN, DEMO_PASSWORD);
  await a.waitForURL('/');
  await a.goto('/signin');
  await b.goto('/signin');
  // Both tabs hydrated: a click before then is a plain navigation, which leaves a renewal half done.
  await expect(signedInAs(a)).toHaveText(ADMIN);
  await expect(signedInAs(b)).toHaveText(ADMIN);

  // Age the shared access token, so the next authenticated call in either tab must renew it.
  await a.evaluate(() => {
    const raw = document.cookie.split('; ').find((c) => c.startsWith('authentication='))!.slice('authentication='.length);
    const s = JSON.parse(decodeURIComponent(raw));
    s.accessTokenExpires = 0;
    document.cookie = `authentication=${encodeURIComponent(JSON.stringify(s))}; Path=/; SameSite=Strict`;
  });
  const renewals: string[] = [];
  context.on('request', (r) => {
    if (r.url().endsWith('/api/jwtauth/token')) renewals.push(r.postData() ?? '');
  });
  const alerts: string[] = [];
  for (const p of [a, b]) p.on('dialog', (d) => void (alerts.push(d.message()), d.dismiss()));

  // The header's Admin button (administrators see it and the Quotes link beside the store links).
  const headerAdmin = (p: typeof a) => p.getByRole('navigation', { name: 'Store' }).getByRole('button', { name: 'Admin', exact: true });
  await expect(a.getByRole('navigation', { name: 'Store' }).getByRole('link', { name: 'Quotes' })).toBeVisible();
  await Promise.all([headerAdmin(a).click(), headerAdmin(b).click()]);
  await Promise.all([a.waitForURL('/admin'), b.waitForURL('/admin')]);
  expect(alerts).toEqual([]);
  expect(renewals).toHaveLength(1);
  const adminCookie = (await context.cookies()).find((c) => c.name === 'ironyard_admin');
  expect(adminCookie?.httpOnly).toBe(true);
  expect(adminCookie?.sameSite).toBe('Strict');
});

test('an administrator acts as a customer and quits', async ({ page, request }) => {
  const customer = await authCall(request, 'token', { grant_type: 'password', username: CUSTOMER, password: DEMO_PASSWORD });
  const customerId = customer.user_info.id as string;

  // The page says "Please wait..." while it works.
  expect(await (await request.get(`/admin/impersonate/${customerId}`)).text()).toContain('Please wait...');

  await page.goto('/signin');
  await signInWithForm(page, ADMIN, DEMO_PASSWORD);
  await page.waitForURL('/');

  await page.goto(`/admin/impersonate/${customerId}`);
  await page.waitForURL('/');
  await page.goto('/signin');
  await expect(signedInAs(page)).toHaveText(CUSTOMER);
  await expect(page.getByText(`acting for ${ADMIN}`)).toBeVisible();

  // A failed impersonation says why (issue 22: never without a word), and leaves the session as it was.
  await page.goto('/admin/impersonate/999999');
  await expect(page.getByTestId('impersonate-error')).toContainText('999999');

  await page.goto('/admin/impersonate/none');
  await page.waitForURL('/');
  await page.goto('/signin');
  await expect(signedInAs(page)).toHaveText(ADMIN);
  await expect(page.getByText('acting for')).toHaveCount(0);
});

test('a customer cannot impersonate: told why, still themselves', async ({ page }) => {
  await page.goto('/signin');
  await signInWithForm(page, CUSTOMER, DEMO_PASSWORD);
  await page.waitForURL('/');
  await page.goto('/admin/impersonate/1');
  await expect(page.getByTestId('impersonate-error')).toHaveText('Only administrators can act as another customer.');
  await page.goto('/signin');
  await expect(signedInAs(page)).toHaveText(CUSTOMER);
});

test('sign-in and reset pages pass axe and work with the keyboard', async ({ page }) => {
  await page.goto('/signin');
  await page.getByLabel('E-mail').focus();
  await page.keyboard.type(CUSTOMER);
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO_PASSWORD);
  const results = await new AxeBuilder({ page }).include('main').analyze();
  expect(results.violations).toEqual([]);
  await page.keyboard.press('Enter');
  await page.waitForURL('/');

  await page.goto('/passwordrecovery/confirm?token=x&email=a%40b.c');
  const reset = await new AxeBuilder({ page }).include('main').analyze();
  expect(reset.violations).toEqual([]);
});

/** Puts a session in the browser's cookies as the server writes them (docs/decisions/005): readable session, HttpOnly refresh token. */
async function setSessionCookie(page: Page, session: { accessToken: string; refreshToken: string; userInfo: Record<string, unknown> }) {
  const far = Date.now() + 3_600_000;
  const url = page.url().startsWith('http') ? page.url() : `http://localhost:${process.env.E2E_PORT ?? 3210}/`;
  await page.context().addCookies([
    {
      name: 'authentication',
      value: encodeURIComponent(
        JSON.stringify({ v: 1, accessToken: session.accessToken, accessTokenExpires: far, refreshTokenExpires: far, userInfo: session.userInfo, rememberMe: false }),
      ),
      url,
      sameSite: 'Strict',
    },
    { name: 'authentication_refresh', value: session.refreshToken, url, sameSite: 'Strict', httpOnly: true },
  ]);
}

test('a refused access token is renewed once and the page carries on', async ({ page, request }) => {
  const email = unique('renew');
  const account = await accountViaApi(request, email, 'gravel-haul-2031');
  // Something in this customer's cart, so the page shows whether the cart was read as them.
  let productName = '';
  for (let id = 1; id <= 300 && !productName; id++) {
    const res = await request.post('/api/graphql', {
      headers: { authorization: `Bearer ${account.access_token}` },
      data: { query: 'mutation($id: ID!) { v1 { cart { add(productId: $id, qty: 1) { itemCount productGroups { items { product { name } } } } } } }', variables: { id: String(id) } },
    });
    const body = await res.json();
    productName = body.data?.v1.cart.add.productGroups[0]?.items[0]?.product.name ?? '';
  }
  expect(productName).not.toBe('');

  // The access token still looks fresh to the browser, but its signature no longer holds (a new signing key, say).
  const [header, payload] = String(account.access_token).split('.');
  await page.goto('/signin');
  await setSessionCookie(page, { accessToken: `${header}.${payload}.${'A'.repeat(43)}`, refreshToken: account.refresh_token, userInfo: account.user_info });
  const renewals: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/jwtauth/token')) renewals.push(r.postData() ?? '');
  });

  // The page request itself renews it from the refresh cookie and sends the new cookies with the
  // page, so the page's own calls never meet the refused token.
  await page.goto('/cart');
  await expect(page.getByRole('link', { name: productName }).first()).toBeVisible();
  expect(renewals).toHaveLength(0);
  const now = (await page.context().cookies()).find((c) => c.name === 'authentication');
  expect(JSON.parse(decodeURIComponent(now!.value)).accessToken).not.toContain('A'.repeat(43));
  await page.goto('/signin');
  await expect(signedInAs(page)).toHaveText(email);
});

test('a guest with a stale token sees the store, not an error page', async ({ page, request }) => {
  await page.goto('/signin');
  await setSessionCookie(page, {
    accessToken: 'stale.access.token',
    refreshToken: 'stale-refresh-token',
    userInfo: { id: '999999', email: '', name: '', roles: ['Guests'] },
  });
  await page.goto('/cart');
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  await expect(page.getByText('We could not load your cart.')).toHaveCount(0);
  // The dead session is gone, so the next visit starts clean.
  await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === 'authentication' && c.value !== '')).toBe(false);

  // A page request that carries a bad token renders as a guest too.
  const home = await request.get('/', { headers: { authorization: 'Bearer stale.access.token' } });
  expect(home.status()).toBe(200);
  expect(await home.text()).toContain('Ironyard');
});
