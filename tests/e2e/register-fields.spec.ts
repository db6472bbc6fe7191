import { expect, test, type Locator, type Page } from '@playwright/test';
import { HOSTS, hostRequest, resetPlatform, siteUrl } from './support/platform';

/**
 * Every registration field the seeded merchants show, with a value its rule refuses: the translated message appears
 * under the field, nothing is sent, and the site's API refuses the same value with a 4xx (spec §5). Complements
 * register.spec.ts, which covers the demo username form's main fields.
 */

test.beforeEach(async ({ request }) => {
  await resetPlatform(request);
});

function trackRegisterCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/register' && r.method() === 'POST') calls.push(r.url());
  });
  return calls;
}

function field(scope: Locator, label: string): Locator {
  return scope.getByLabel(label, { exact: true }).and(scope.locator('input'));
}

interface Case {
  label: string;
  value: string;
  message: string;
  field: string;
  key: string;
}

async function expectRefusedInPage(page: Page, url: string, cases: Case[], before?: (main: Locator) => Promise<void>) {
  const calls = trackRegisterCalls(page);
  await page.goto(url);
  const main = page.getByRole('main');
  if (before) await before(main);
  for (const c of cases) await field(main, c.label).fill(c.value);
  await main.getByRole('button', { name: 'Register' }).click();
  for (const c of cases) {
    await expect(field(main, c.label)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(main, c.label)).toHaveAccessibleDescription(c.message);
  }
  await expect(page.getByRole('slider')).toHaveCount(0);
  expect(calls).toHaveLength(0);
}

async function expectRefusedByApi(page: Page, host: string, base: Record<string, unknown>, cases: Case[]) {
  const origin = new URL(siteUrl(host)).origin;
  for (const c of cases) {
    // Node does not resolve *.localhost: connect to loopback and name the host, as a proxy would.
    const target = hostRequest(host, '/api/register');
    const response = await page.request.post(target.url, {
      headers: { ...target.headers, Origin: origin },
      data: { ...base, [c.field]: c.value },
    });
    expect(response.status(), c.field).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, errorCode: 'validation_failed', value: { field: c.field, key: c.key } });
  }
}

const PASSWORD = 'Secret#2026';

test('demo username form: the invitation code rule', async ({ page }) => {
  const cases: Case[] = [
    {
      label: 'Invitation code (optional)',
      value: 'ab_!',
      message: 'Letters or numbers only (4–12 characters)',
      field: 'affiliateCode',
      key: 'reg_pattern_4|min=4|max=12',
    },
  ];
  await expectRefusedInPage(page, siteUrl(HOSTS.demo, '/register'), cases);
  await expectRefusedByApi(
    page,
    HOSTS.demo,
    { regType: 'username', username: 'newplayer7', password: PASSWORD, confirmPassword: PASSWORD, payeeName: 'John Smith', sliderToken: 'x' },
    cases,
  );
});

test('demo mobile form: mobile number, verification code and payment password rules', async ({ page }) => {
  const cases: Case[] = [
    { label: 'Mobile number', value: '12ab', message: 'Digits only (8–11 characters)', field: 'mobileNum', key: 'reg_pattern_6|min=8|max=11' },
    { label: 'Verification code', value: 'abc', message: 'Digits only (4–6 characters)', field: 'verificationCode', key: 'reg_pattern_6|min=4|max=6' },
    { label: 'Payment password', value: '12', message: 'Digits only (6 characters)', field: 'paymentPassword', key: 'reg_pattern_6|min=6|max=6' },
  ];
  await expectRefusedInPage(page, siteUrl(HOSTS.demo, '/register'), cases, async (main) => {
    await main.getByRole('tab', { name: 'Mobile' }).click();
  });
  await expectRefusedByApi(
    page,
    HOSTS.demo,
    {
      regType: 'mobile',
      mobileNum: '912345111',
      countryDialingCode: '84',
      verificationCode: '123456',
      paymentPassword: '123456',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      payeeName: 'John Smith',
      sliderToken: 'x',
    },
    cases,
  );
});

test('vn88 form: real name in any alphabet and the Zalo number', async ({ page }) => {
  const cases: Case[] = [
    { label: 'Real name', value: 'Nguyen1', message: 'Wrong real-name format. Letters and spaces only (2–40 characters)', field: 'payeeName', key: 'reg_pattern_12|min=2|max=40' },
    { label: 'Zalo (optional)', value: '12ab', message: 'Digits only (9–11 characters)', field: 'zalo', key: 'reg_pattern_6|min=9|max=11' },
  ];
  await expectRefusedInPage(page, siteUrl(HOSTS.vn88, '/en/register'), cases);
  await expectRefusedByApi(
    page,
    HOSTS.vn88,
    { regType: 'username', username: 'newplayer8', password: PASSWORD, confirmPassword: PASSWORD, payeeName: 'Nguyễn Văn An', captcha: '1234', sliderToken: 'x' },
    cases,
  );
});
