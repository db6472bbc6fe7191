import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { catalogMessage } from './support/catalog';
import { clippedTexts } from './support/clipped-text';
import { acceptDisclaimer, HOSTS, resetPlatform, siteUrl, skipAfterLoginNotices } from './support/platform';
import { signInContext } from './support/sessions';
import { smallTargets } from './support/tap-targets';

/**
 * The languages whose words run longest (Russian, Filipino, Burmese, Khmer) fit a phone: the demo brand's home, login,
 * register and deposit pages at 390 × 844 and 360 × 740 scroll only up and down, show every label whole (none cut off
 * by its box or a box around it: tests/e2e/support/clipped-text.ts) and keep the main content's controls at least
 * 24 px (WCAG 2.2 2.5.8). A full-page screenshot of each language, page and size is attached for a reviewer.
 */

const LONG_LANGUAGES = ['ru', 'fil', 'my', 'km'] as const;
type LongLanguage = (typeof LONG_LANGUAGES)[number];
const PHONES = [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
] as const;
const BRAND = 'Demo Casino';
/** Every language, page and size is checked and shown even where an earlier one fails. */
const softly = expect.configure({ soft: true });

test.use({ viewport: PHONES[0], hasTouch: true, isMobile: true });

// Signs in by the API: a lane's earlier wrong passwords would have the platform ask this login for a captcha.
test.beforeEach(async ({ request }) => {
  await resetPlatform(request);
});

interface PageVisit {
  name: string;
  path: string;
  /** Waits until the page is drawn in `locale` and has loaded what it shows. */
  ready: (page: Page, locale: LongLanguage) => Promise<void>;
}

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

const VISITOR_PAGES: PageVisit[] = [
  {
    name: 'home',
    path: '',
    // The home page's heading is for screen readers; its sections are what a player sees.
    ready: async (page, locale) => {
      await expect(h1(page, catalogMessage(locale, 'home', 'Home.heading', { brand: BRAND }))).toBeAttached();
    },
  },
  {
    name: 'login',
    path: '/login',
    ready: async (page, locale) => {
      await expect(h1(page, catalogMessage(locale, 'auth', 'Auth.loginTitle'))).toBeVisible();
    },
  },
  {
    name: 'register',
    path: '/register',
    ready: async (page, locale) => {
      await expect(h1(page, catalogMessage(locale, 'register', 'Register.title'))).toBeVisible();
    },
  },
];

const DEPOSIT: PageVisit = {
  name: 'deposit',
  path: '/member/depositv2',
  ready: async (page, locale) => {
    const main = page.getByRole('main');
    await expect(h1(page, catalogMessage(locale, 'centre', 'MemberCentre.pages.depositv2'))).toBeVisible();
    await expect(main.getByLabel(catalogMessage(locale, 'wallet', 'Wallet.deposit.amount'), { exact: true })).toBeVisible();
    // The deposit record and the payment methods have loaded.
    await expect(main.getByRole('status').filter({ hasText: catalogMessage(locale, 'centre', 'MemberCentre.table.loading') })).toHaveCount(0);
  },
};

/** At each phone size: no sideways scroll, no label cut off, no small target in the main content; a screenshot attached. */
async function expectFitsPhones(page: Page, locale: LongLanguage, visit: PageVisit, testInfo: TestInfo) {
  // The parts below the first screen are laid out and painted only as they come near it (.below-fold): all of them now,
  // as a player scrolling down meets them, for the checks and the picture (through the CSSOM, which the site's CSP
  // allows where a style element is refused).
  await page.evaluate(() => document.querySelectorAll<HTMLElement>('.below-fold').forEach((part) => part.style.setProperty('content-visibility', 'visible')));
  for (const size of PHONES) {
    const label = `${locale} ${visit.name} at ${size.width}×${size.height}`;
    await page.setViewportSize(size);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await softly
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${label}: no sideways scroll`, timeout: 3000 })
      .toBeLessThanOrEqual(size.width);
    softly(await clippedTexts(page), `${label}: no label cut off`).toEqual([]);
    softly(await smallTargets(page), `${label}: the main content's controls are at least 24 px`).toEqual([]);
    const file = testInfo.outputPath(`${locale}-${visit.name}-${size.width}.png`);
    await page.screenshot({ path: file, fullPage: true });
    await testInfo.attach(label, { path: file, contentType: 'image/png' });
  }
}

for (const locale of LONG_LANGUAGES) {
  test(`${locale}: home, login, register and deposit fit 390 and 360 px phones with every label whole`, async ({ page, context }, testInfo) => {
    test.setTimeout(120_000);
    await acceptDisclaimer(page);
    await skipAfterLoginNotices(page);

    for (const visit of VISITOR_PAGES) {
      await page.setViewportSize(PHONES[0]);
      await page.goto(siteUrl(HOSTS.demo, `/${locale}${visit.path}`));
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await visit.ready(page, locale);
      await expectFitsPhones(page, locale, visit, testInfo);
    }

    await signInContext(context);
    await page.setViewportSize(PHONES[0]);
    await page.goto(siteUrl(HOSTS.demo, `/${locale}${DEPOSIT.path}`));
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await DEPOSIT.ready(page, locale);
    await expectFitsPhones(page, locale, DEPOSIT, testInfo);
  });
}
