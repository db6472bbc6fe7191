/** @jest-environment node */
import type { AnnouncementsDto, GameMenusDto, SiteStatusDto, SortingVendorDto } from '@site/platform-contract';
import QRCode from 'qrcode';
import { call, makeSandbox, PUBLIC_URL } from './helpers';

const sandbox = makeSandbox();
const { app } = sandbox;
afterAll(() => sandbox.cleanup());

const announcements = (merchant: string, body: object) =>
  call<AnnouncementsDto>(app, 'POST', '/wps/relay/MCSFE_getListAnnouncements', {
    merchant,
    body: { platform: 'W', executionType: 'B', ...body },
  });

const vendors = async (merchant: string) =>
  (await call<SortingVendorDto[]>(app, 'POST', '/wps/relay/GCSGAME_newGameVendor', { merchant, body: { platform: 'html5-desktop' } }))
    .json.value!;

describe('announcements', () => {
  it('has home banners 3 / 2 / 1 per merchant, sorted, with absolute image URLs', async () => {
    for (const [merchant, count] of [['demo', 3], ['vn88', 2], ['ph', 1]] as const) {
      const { json } = await announcements(merchant, { types: ['B'], groupName: 'w_home' });
      const banners = json.value!.banners;
      expect(banners).toHaveLength(count);
      expect(banners.map((b) => b.sort)).toEqual([...banners.map((b) => b.sort)].sort((a, b) => a - b));
      banners.forEach((b) => expect(b.url.startsWith(`${PUBLIC_URL}/cdn/banners/`)).toBe(true));
      expect(json.value!.player).toEqual([]);
    }
  });

  it('has a banner for every group, mixing link types', async () => {
    const { json } = await announcements('ph', { types: ['B'] });
    const groups = new Set(json.value!.banners.map((b) => b.groupName));
    expect(groups.size).toBe(14);
    const demo = (await announcements('demo', { types: ['B'] })).json.value!.banners;
    expect(demo.some((b) => b.linkageType === 'LINK' && b.linkage?.startsWith('https://'))).toBe(true);
    expect(demo.some((b) => b.linkageType === 'LINK' && b.linkage === '/promotions')).toBe(true);
    expect(demo.some((b) => b.linkageType === 'PROMOTION')).toBe(true);
    expect(demo.some((b) => b.linkageType === 'NONE')).toBe(true);
  });

  it('fills the notice lists that were asked for, including hostile HTML for the sanitizer', async () => {
    const v = (await announcements('demo', { types: ['PL', 'PU', 'PR'] })).json.value!;
    expect(v.banners).toEqual([]);
    expect(v.help).toEqual([]);
    expect(v.player.some((n) => n.content.includes('<script>alert(1)</script>') && n.content.includes('onerror='))).toBe(true);
    expect(v.player.some((n) => n.content.includes('<b>') && n.content.includes('<a '))).toBe(true);
    expect(v.popup).toHaveLength(1);
    expect(v.promotion.length).toBeGreaterThan(0);
    expect((await announcements('vn88', { types: ['PU'] })).json.value!.popup).toEqual([]);
  });

  it('has help notices (H) on every merchant, newest first, linking to help articles', async () => {
    for (const merchant of ['demo', 'vn88', 'ph']) {
      const v = (await announcements(merchant, { types: ['H'] })).json.value!;
      expect([merchant, v.player, v.promotion]).toEqual([merchant, [], []]);
      expect(v.help.map((n) => n.title)).toEqual(merchant === 'vn88'
        ? ['Cập nhật điều khoản và điều kiện', 'Trước khi rút tiền lần đầu']
        : ['Updated terms and conditions', 'Before your first withdrawal']);
      expect(v.help.map((n) => n.time)).toEqual([...v.help.map((n) => n.time)].sort().reverse());
      expect(v.help[0]!.content).toContain('href="/help#term"');
    }
  });

  it('validates the request', async () => {
    expect((await announcements('demo', { types: ['X'] })).status).toBe(400);
    expect((await announcements('demo', { types: 'B' })).status).toBe(400);
    expect((await announcements('demo', { types: ['B'], groupName: 5 })).status).toBe(400);
    expect((await announcements('demo', { types: ['B'], platform: 'M' })).status).toBe(400);
  });
});

describe('game catalogue', () => {
  it('lists only categories with vendors, in navigation order', async () => {
    const demo = await vendors('demo');
    expect(demo.map((s) => s.gameCategory)).toEqual(['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS']);
    expect(demo.find((s) => s.gameCategory === 'RNG')!.vendors).toHaveLength(12);
    expect(demo.find((s) => s.gameCategory === 'LOTT')!.vendors.map((v) => v.vassalage)).toContain('TCG_SEA');
    expect((await vendors('vn88')).map((s) => s.gameCategory)).toEqual(['LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG']);
    expect((await vendors('ph')).map((s) => s.gameCategory)).toEqual(['LIVE', 'SPORTS', 'RNG', 'PVP']);
    expect(demo[0]!.vendors[0]!.logoUrl).toBe(`${PUBLIC_URL}/cdn/vendors/TCG_SEA.png`);
  });

  it('serves lottery menus (none for ph)', async () => {
    const demo = await call<GameMenusDto>(app, 'GET', '/lgw/games/game_menus', { merchant: 'demo' });
    expect(demo.json.value!.gameMenus.length).toBeGreaterThan(0);
    expect(demo.json.value!.gameMenus[0]!.games[0]!.vassalage).toBe('TCG_SEA');
    expect((await call<GameMenusDto>(app, 'GET', '/lgw/games/game_menus', { merchant: 'ph' })).json.value).toEqual({ gameMenus: [] });
  });
});

describe('resources', () => {
  const resources = async (host: string) =>
    (await call<SiteStatusDto>(app, 'GET', `/wps/system/status?url=${host}`)).json.value!.site.resources;

  it('gives demo every type of the spec, TELEGRAM2 labelled and its apps with their own QR codes', async () => {
    const demo = await resources('localhost');
    expect(demo.map((r) => r.resourceType).sort()).toEqual(
      ['AFFILIATELINK', 'Android', 'FACEBOOK', 'INSTAGRAM', 'MOBILECONFIG', 'SpeedTest', 'TELEGRAM', 'TELEGRAM2', 'TIKTOK', 'USDJUMP'],
    );
    const byType = new Map(demo.map((r) => [r.resourceType, r]));
    expect(byType.get('TELEGRAM2')).toMatchObject({ url: 'https://t.me/demovip', labelNameEn: 'VIP Telegram' });
    expect(byType.get('TELEGRAM')).toMatchObject({ url: 'https://t.me/democasino', labelNameEn: null });
    expect(byType.get('USDJUMP')).toMatchObject({ url: 'https://usd.demo.example.com/', labelNameEn: null });
    expect(byType.get('Android')!.qrCodeUrl).toBe(`${PUBLIC_URL}/cdn/qr/demo-android.svg`);
    expect(byType.get('MOBILECONFIG')!.qrCodeUrl).toBe(`${PUBLIC_URL}/cdn/qr/demo-ios.svg`);
  });

  it('gives vn88 a labelled USD site and apps without QR images, and ph neither', async () => {
    const vn88 = await resources('vn.localhost');
    expect(vn88.find((r) => r.resourceType === 'USDJUMP')).toMatchObject({ url: 'https://usd.vn88.example.com/', labelNameEn: 'VN88 in USD' });
    expect(vn88.filter((r) => r.resourceType === 'Android' || r.resourceType === 'MOBILECONFIG').map((r) => r.qrCodeUrl)).toEqual([null, null]);
    expect((await resources('ph.localhost')).map((r) => r.resourceType).sort()).toEqual(['AFFILIATELINK', 'SpeedTest']);
  });

  it('draws an app’s QR image as a real code of the app’s address, and knows no other', async () => {
    const android = (await resources('localhost')).find((r) => r.resourceType === 'Android')!;
    const res = await app.request(android.qrCodeUrl!.replace(PUBLIC_URL, ''));
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(await QRCode.toString(android.url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }));
    expect((await app.request('/cdn/qr/nobody-android.svg')).status).toBe(404);
  });
});

describe('image CDN', () => {
  it('serves every image URL the payloads mention as cacheable SVG', async () => {
    const status = (await call<{ site: { brand: { logoUrl: string }; resources: { qrCodeUrl?: string | null }[]; footer: { paymentImages: { url: string }[] } } }>(
      app, 'GET', '/wps/system/status?url=localhost',
    )).json.value!.site;
    const banners = (await announcements('demo', { types: ['B'] })).json.value!.banners.map((b) => b.url);
    const urls = [
      status.brand.logoUrl,
      ...status.resources.map((r) => r.qrCodeUrl).filter((u): u is string => !!u),
      ...status.footer.paymentImages.map((p) => p.url),
      ...banners,
    ];
    for (const url of urls) {
      const res = await app.request(url.replace(PUBLIC_URL, ''));
      expect([url, res.status]).toEqual([url, 200]);
      expect(res.headers.get('content-type')).toBe('image/svg+xml');
      expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
      expect(await res.text()).toMatch(/^<svg /);
    }
  });

  it('serves vendor logos as cacheable PNGs (the older .svg address still answers)', async () => {
    const logo = (await vendors('demo'))[0]!.vendors[0]!.logoUrl;
    const res = await app.request(logo.replace(PUBLIC_URL, ''));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
    // IHDR: 240 × 96.
    const view = new DataView(bytes.buffer, bytes.byteOffset);
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([240, 96]);
    const svg = await app.request('/cdn/vendors/TCG_SEA.svg');
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('answers 404 envelopes for unknown images', async () => {
    for (const path of ['/cdn/logos/nobody.svg', '/cdn/banners/99999.svg', '/cdn/vendors/../x.svg', '/cdn/vendors/a.gif']) {
      const res = await app.request(path);
      expect(res.status).toBe(404);
    }
  });
});
