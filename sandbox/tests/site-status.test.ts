/** @jest-environment node */
import type { HelpCenterDto, SiteStatusDto } from '@site/platform-contract';
import { call, makeSandbox, PUBLIC_URL } from './helpers';

const sandbox = makeSandbox();
const { app } = sandbox;
afterAll(() => sandbox.cleanup());
beforeEach(async () => {
  await call(app, 'POST', '/__sandbox/reset');
});

const status = (host: string, ip?: string) =>
  call<SiteStatusDto>(app, 'GET', `/wps/system/status?url=${encodeURIComponent(host)}`, { ip });

describe('site status: host → merchant', () => {
  it.each([
    ['localhost', 'demo', 'Demo Casino', 'en', 'USD'],
    ['127.0.0.1', 'demo', 'Demo Casino', 'en', 'USD'],
    ['vn.localhost', 'vn88', 'VN88', 'vi', 'VND'],
    ['ph.localhost', 'ph', 'PH Play', 'en', 'PHP'],
    ['VN.LocalHost:3000', 'vn88', 'VN88', 'vi', 'VND'],
  ])('%s is served by %s', async (host, code, brand, lang, currency) => {
    const { status: http, json } = await status(host);
    expect(http).toBe(200);
    const v = json.value!;
    expect(v.status).toBe(0);
    expect(v.site.merchantCode).toBe(code);
    expect(v.site.brand.name).toBe(brand);
    expect(v.site.defaultLanguage).toBe(lang);
    expect(v.site.languages[0]).toBe(lang);
    expect(v.site.currency.code).toBe(currency);
    expect(v.site.brand.logoUrl.startsWith(`${PUBLIC_URL}/cdn/`)).toBe(true);
    expect(v.site.imageCDNs).toEqual([PUBLIC_URL]);
  });

  it('answers 404 domain_not_available for an unknown host, 400 when url is missing', async () => {
    const unknown = await status('evil.example.com');
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ success: false, errorCode: 'domain_not_available' });
    const missing = await call(app, 'GET', '/wps/system/status');
    expect(missing.status).toBe(400);
    expect(missing.json).toMatchObject({ success: false, errorCode: 'bad_request' });
  });

  it('differs per merchant: flags, register options, resources', async () => {
    const demo = (await status('localhost')).json.value!.site;
    const vn = (await status('vn.localhost')).json.value!.site;
    const ph = (await status('ph.localhost')).json.value!.site;
    expect(demo.whitelabel).toEqual(expect.arrayContaining(['DIRECTREG3', 'MOBILENUMREG3', 'FREEPLAY3', 'REFERRAL3', 'CONTRACT3']));
    expect(demo.register).toEqual({ usernameEnabled: true, mobileEnabled: true, captchaEnabled: false, smsEnabled: true });
    expect(vn.whitelabel.sort()).toEqual(['CONTRACT3', 'DAILYSAL3', 'DIRECTREG3', 'FEEDBACK3', 'MAILCEN', 'PWDEXPFORCECHANGE3', 'REWCEN3', 'USERNAMEREG3']);
    expect(vn.register.captchaEnabled).toBe(true);
    expect(ph.whitelabel).toContain('LOGINTOHOME3');
    expect(demo.resources.map((r) => r.resourceType)).toEqual(
      expect.arrayContaining(['Android', 'MOBILECONFIG', 'FACEBOOK', 'TELEGRAM', 'TIKTOK', 'INSTAGRAM']),
    );
    expect(ph.resources.map((r) => r.resourceType)).not.toEqual(expect.arrayContaining(['Android']));
    expect(ph.resources.some((r) => ['FACEBOOK', 'TELEGRAM', 'TIKTOK', 'INSTAGRAM', 'MOBILECONFIG'].includes(r.resourceType))).toBe(false);
    // The footer's help links are the help centre's footer articles now; the footer carries the about text per language.
    expect(demo.footer).not.toHaveProperty('helpLinks');
    expect(Object.keys(demo.footer.aboutHtml)).toEqual(demo.languages);
    const help = (await call<HelpCenterDto>(app, 'GET', '/wps/system/helpCenter?lang=en&device=WEB', { merchant: 'demo' })).json.value!;
    expect(help.articles.filter((a) => a.footer).map(({ tag, title }) => ({ tag, title }))).toEqual(
      expect.arrayContaining([{ tag: 'term', title: 'Terms and conditions' }]),
    );
    expect(new Set([demo.brand.colors.primary, vn.brand.colors.primary, ph.brand.colors.primary]).size).toBe(3);
  });

  it('brand text colours contrast with the primary colour (≥ 4.5:1)', async () => {
    const lum = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => {
        const c = parseInt(hex.slice(i, i + 2), 16) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      }) as [number, number, number];
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    for (const host of ['localhost', 'vn.localhost', 'ph.localhost']) {
      const { primary, primaryText } = (await status(host)).json.value!.site.brand.colors;
      const [hi, lo] = [lum(primary), lum(primaryText)].sort((a, b) => b - a) as [number, number];
      expect((hi + 0.05) / (lo + 0.05)).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('site status: maintenance and region', () => {
  it('restricts ph visitors from 203.0.113.0/24 but not loopback or other merchants', async () => {
    const restricted = (await status('ph.localhost', '203.0.113.10')).json.value!;
    expect(restricted).toMatchObject({ status: 2, regionRestriction: true, maintenance: false });
    expect(restricted.location).toEqual({ ip: '203.0.113.10', country: 'US' });
    expect((await status('ph.localhost')).json.value!.status).toBe(0);
    expect((await status('localhost', '203.0.113.10')).json.value!.status).toBe(0);
    expect((await status('ph.localhost', '::ffff:198.51.100.3')).json.value!.location).toEqual({ ip: '198.51.100.3', country: 'VN' });
  });

  it('switches maintenance and restriction through the control endpoint; maintenance wins; reset restores', async () => {
    const end = '2030-01-01T10:00:00.000Z';
    const set = await call(app, 'POST', '/__sandbox/merchants/vn88/status', { body: { status: 1, maintenanceEnd: end } });
    expect(set.status).toBe(200);
    expect(set.json.success).toBe(true);
    expect((await status('vn.localhost')).json.value).toMatchObject({ status: 1, maintenance: true, maintenanceEnd: end, regionRestriction: false });
    expect((await status('localhost')).json.value!.status).toBe(0);

    await call(app, 'POST', '/__sandbox/merchants/demo/status', { body: { status: 2 } });
    expect((await status('localhost')).json.value).toMatchObject({ status: 2, regionRestriction: true, maintenanceEnd: null });

    await call(app, 'POST', '/__sandbox/merchants/ph/status', { body: { status: 1 } });
    expect((await status('ph.localhost', '203.0.113.10')).json.value).toMatchObject({ status: 1, maintenanceEnd: null });

    expect((await call(app, 'POST', '/__sandbox/reset')).json).toEqual({ success: true, publicDataChanged: true });
    for (const host of ['localhost', 'vn.localhost', 'ph.localhost']) expect((await status(host)).json.value!.status).toBe(0);
  });

  it('validates the control body and the merchant', async () => {
    expect((await call(app, 'POST', '/__sandbox/merchants/nobody/status', { body: { status: 1 } })).status).toBe(404);
    expect((await call(app, 'POST', '/__sandbox/merchants/demo/status', { body: { status: 3 } })).status).toBe(400);
    expect((await call(app, 'POST', '/__sandbox/merchants/demo/status', { body: { status: '1' } })).status).toBe(400);
    expect((await call(app, 'POST', '/__sandbox/merchants/demo/status', { body: { status: 1, maintenanceEnd: 'soon' } })).status).toBe(400);
    expect((await call(app, 'POST', '/__sandbox/merchants/demo/status', { body: '{' })).status).toBe(400);
  });
});

describe('whitelabel and encryption key', () => {
  it('lists the enabled flags of the merchant', async () => {
    const { json } = await call<string[]>(app, 'GET', '/wps/system/whitelabel', { merchant: 'ph' });
    expect(json.value!.sort()).toEqual(['DIRECTREG3', 'LOGINTOHOME3', 'MAILCEN', 'USERNAMEREG3']);
  });

  it('keeps the same key across resets', async () => {
    const before = (await call(app, 'GET', '/wps/system/encryption-key', { merchant: 'demo' })).json.value;
    await call(app, 'POST', '/__sandbox/reset');
    const after = (await call(app, 'GET', '/wps/system/encryption-key', { merchant: 'demo' })).json.value;
    expect(after).toEqual(before);
    expect(after).toMatchObject({ alg: 'RSA-OAEP-256', enc: 'A256GCM', jwk: { kty: 'RSA', e: 'AQAB' } });
  });
});
