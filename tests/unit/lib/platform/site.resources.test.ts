/** @jest-environment node */
import type { ResourceDto, SiteInfoDto } from '@site/platform-contract';

jest.mock('@/lib/platform/client', () => ({ platformCall: jest.fn() }));

import { reshapeSite } from '@/lib/platform/site';

/** The operator's resources (spec §3 Resources) as the site reads them: apps, socials, the USD site. */
const info = (resources: ResourceDto[]) =>
  ({
    merchantCode: 'demo',
    brand: { name: 'Demo', logoUrl: 'https://cdn.example/logo.svg', colors: { primary: '#000', primaryText: '#fff', accent: '#f00' } },
    languages: ['en'],
    defaultLanguage: 'en',
    currency: { code: 'USD', symbol: '$' },
    whitelabel: [],
    register: { usernameEnabled: true, mobileEnabled: false, captchaEnabled: false, smsEnabled: false },
    resources,
    customerService: [],
    analytics: { gtagId: null },
    imageCDNs: ['https://cdn.example'],
    launchGameCDNs: [],
    footer: { aboutHtml: {}, paymentImages: [], licenceImages: [] },
    disclaimer: false,
    eligibilityPreticked: true,
    gmtOffsetMinutes: 420,
  }) as unknown as SiteInfoDto;

const site = (resources: ResourceDto[]) => reshapeSite('demo.example', info(resources));

describe('the operator’s resources', () => {
  it('keeps an app’s own QR code when it is an image of the image CDN, and none from elsewhere', () => {
    const { appDownloads } = site([
      { resourceType: 'Android', url: 'https://dl.example/app.apk', qrCodeUrl: 'https://cdn.example/qr/android.svg', labelNameEn: 'Android' },
      { resourceType: 'MOBILECONFIG', url: 'https://dl.example/app.mobileconfig', qrCodeUrl: 'https://elsewhere.example/qr.svg' },
    ]);
    expect(appDownloads).toEqual([
      { platform: 'android', url: 'https://dl.example/app.apk', qrCodeUrl: 'https://cdn.example/qr/android.svg' },
      { platform: 'ios', url: 'https://dl.example/app.mobileconfig', qrCodeUrl: null },
    ]);
    expect(site([{ resourceType: 'Android', url: 'https://dl.example/a.apk', qrCodeUrl: 'javascript:alert(1)' }]).appDownloads[0]!.qrCodeUrl).toBeNull();
  });

  it('lists TELEGRAM2 among the social links, each with the operator’s label as its name when it gives one', () => {
    const { socials } = site([
      { resourceType: 'TELEGRAM', url: 'https://t.me/democasino', labelNameEn: null },
      { resourceType: 'TELEGRAM2', url: 'https://t.me/demovip', labelNameEn: '  VIP   Telegram ' },
      { resourceType: 'FACEBOOK', url: 'https://www.facebook.com/democasino', labelNameEn: '' },
      { resourceType: 'TIKTOK', url: 'https://www.tiktok.com/democasino', labelNameEn: 'x'.repeat(41) },
      { resourceType: 'INSTAGRAM', url: 'javascript:alert(1)', labelNameEn: 'Instagram' },
    ]);
    expect(socials).toEqual([
      { network: 'telegram', url: 'https://t.me/democasino', label: null },
      { network: 'telegram2', url: 'https://t.me/demovip', label: 'VIP Telegram' },
      { network: 'facebook', url: 'https://www.facebook.com/democasino', label: null },
      { network: 'tiktok', url: 'https://www.tiktok.com/democasino', label: null },
    ]);
  });

  it('reads USDJUMP as the brand’s site in US dollars, with its label when it has one', () => {
    expect(site([{ resourceType: 'USDJUMP', url: 'https://usd.demo.example/', labelNameEn: 'Demo in USD' }]).usdSite).toEqual({
      url: 'https://usd.demo.example/',
      label: 'Demo in USD',
    });
    expect(site([{ resourceType: 'USDJUMP', url: 'https://usd.demo.example/' }]).usdSite).toEqual({ url: 'https://usd.demo.example/', label: null });
    expect(site([{ resourceType: 'USDJUMP', url: 'data:text/html,hi' }]).usdSite).toBeNull();
    expect(site([]).usdSite).toBeNull();
  });
});
