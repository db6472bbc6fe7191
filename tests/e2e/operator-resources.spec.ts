import { expect, test, type Locator } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { HOSTS, siteUrl } from './support/platform';

/**
 * The operator's resources (spec §3 Resources) where the site uses them: TELEGRAM2 among the footer's social links,
 * the USD site (USDJUMP), the operator's label (labelNameEn) as a link's visible name, and the operator's own QR code
 * of an app (qrCodeUrl) before one the site draws. demo has them all (TELEGRAM2 labelled, USDJUMP not, the apps' own
 * QR codes); vn88 a labelled USD site and apps without QR images.
 */

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 } as const;

/** What a phone's camera would read: the QR code in a screenshot of the element, in mid-screen (clear of the tab bar). */
async function readQr(image: Locator): Promise<string | null> {
  await image.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const png = PNG.sync.read(await image.screenshot());
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

test.describe('on a phone', () => {
  test.use(PHONE);

  test('the footer lists the second Telegram by the operator’s label, and the brand’s USD site', async ({ page }) => {
    await page.goto(siteUrl(HOSTS.demo, '/'));
    const social = page.getByRole('contentinfo').getByRole('region', { name: 'Follow us' });
    const vip = social.getByRole('link', { name: 'VIP Telegram' });
    await vip.scrollIntoViewIfNeeded();
    // The label is on screen, and it is the link's name.
    await expect(vip).toHaveText('VIP Telegram');
    await expect(vip).toHaveAttribute('href', 'https://t.me/demovip');
    await expect(social.getByRole('link', { name: 'Telegram', exact: true })).toHaveAttribute('href', 'https://t.me/democasino');
    await expect(social.getByRole('link')).toHaveCount(5);
    expect((await vip.boundingBox())!.height).toBeGreaterThanOrEqual(24);

    const currency = page.getByRole('contentinfo').getByRole('region', { name: 'Play in another currency' });
    // No label from the operator: the site names it.
    const usd = currency.getByRole('link', { name: 'Demo Casino in US dollars' });
    await expect(usd).toHaveAttribute('href', 'https://usd.demo.example.com/');
    await expect(usd).toHaveAttribute('target', '_blank');
    expect((await usd.boundingBox())!.height).toBeGreaterThanOrEqual(24);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('the download page shows the operator’s QR code of its app, and draws one where the operator has none', async ({ page }) => {
    await page.goto(siteUrl(HOSTS.demo, '/download'));
    const own = page.getByRole('region', { name: 'Android' }).getByRole('img', { name: 'QR code to download the Android app' });
    await expect(own).toHaveAttribute('src', /\/cdn\/qr\/demo-android\.svg$/);
    await expect(own).toHaveAttribute('width', '100');
    await expect.poll(() => own.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await readQr(own)).toBe('https://download.example.com/demo/demo.apk');

    await page.goto(siteUrl(HOSTS.vn88, '/download'));
    const drawn = page.getByRole('region', { name: 'Android' }).getByRole('img', { name: 'Mã QR để tải ứng dụng Android' });
    await expect(drawn).toHaveAttribute('src', /^data:image\/png;base64,/);
    expect(await readQr(drawn)).toBe('https://download.example.com/vn88/vn88.apk');
  });

  test('the download popup shows the operator’s QR code of the app', async ({ page }) => {
    await page.goto(siteUrl(HOSTS.demo, '/'));
    await page.getByRole('button', { name: 'Side menu' }).click();
    await page.getByRole('button', { name: 'App download' }).click();
    const dialog = page.getByRole('dialog', { name: 'Download the app' });
    await dialog.getByRole('tab', { name: 'Android' }).click();
    await expect(dialog.getByRole('img', { name: 'QR code to download the Android app' })).toHaveAttribute('src', /\/cdn\/qr\/demo-android\.svg$/);
  });
});

test('vn88’s footer names its USD site by the operator’s label and has no social links', async ({ page }) => {
  await page.goto(siteUrl(HOSTS.vn88, '/'));
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('region', { name: 'Chơi bằng loại tiền khác' }).getByRole('link', { name: 'VN88 in USD' })).toHaveAttribute(
    'href',
    'https://usd.vn88.example.com/',
  );
  await expect(footer.getByRole('region', { name: 'Theo dõi chúng tôi' })).toHaveCount(0);
});
