/**
 * @jest-environment node
 */
import { GamesPath, type AnnouncementsDto, type SiteStatusDto } from '@site/platform-contract';
import { call, makeSandbox } from '../../../../sandbox/tests/helpers';

const sandbox = makeSandbox({ drawTimer: false });
const { app } = sandbox;
afterAll(() => sandbox.cleanup());

const LUCKY = {
  code: 'lucky',
  host: 'lucky.localhost',
  name: 'Lucky Star',
  languages: ['th', 'en'],
  colors: { primary: '#14532d', primaryText: '#ffffff', accent: '#eab308' },
  gtagId: 'G-LUCKY2026',
};

const status = (host: string) => call<SiteStatusDto>(app, 'GET', `/wps/system/status?url=${host}`);

describe('POST /__sandbox/merchants: a merchant the seed does not have', () => {
  it('is not there before it is added', async () => {
    expect((await status(LUCKY.host)).status).toBe(404);
  });

  it('adds the brand with its own host, name, languages, colours and analytics tag, and its content', async () => {
    const added = await call(app, 'POST', '/__sandbox/merchants', { body: LUCKY });
    expect(added.status).toBe(201);
    expect(added.json).toMatchObject({ success: true });

    const site = (await status(LUCKY.host)).json.value!.site;
    expect(site.merchantCode).toBe('lucky');
    expect(site.brand.name).toBe('Lucky Star');
    expect(site.brand.colors).toEqual(LUCKY.colors);
    expect(site.languages).toEqual(['th', 'en']);
    expect(site.defaultLanguage).toBe('th');
    expect(site.analytics.gtagId).toBe('G-LUCKY2026');
    // Its about text names the new brand, in each of its languages.
    expect(site.footer.aboutHtml.th).toContain('Lucky Star');
    expect(site.footer.aboutHtml.en).toContain('Lucky Star');
    expect(Object.keys(site.footer.aboutHtml).sort()).toEqual(['en', 'th']);

    // Its games and help centre answer like a seeded merchant's.
    const vendors = await call<unknown[]>(app, 'POST', GamesPath.VENDORS, { merchant: 'lucky', body: { platform: 'html5-desktop' } });
    expect(vendors.status).toBe(200);
    expect((vendors.json.value ?? []).length).toBeGreaterThan(0);
  });

  it('refuses a code or a host that is taken, and malformed input', async () => {
    expect((await call(app, 'POST', '/__sandbox/merchants', { body: LUCKY })).status).toBe(409);
    expect((await call(app, 'POST', '/__sandbox/merchants', { body: { ...LUCKY, code: 'other', host: 'vn.localhost' } })).status).toBe(409);
    const bad = [
      { ...LUCKY, code: 'Bad Code', host: 'x.localhost' },
      { ...LUCKY, code: 'xx', host: 'not a host' },
      { ...LUCKY, code: 'xx', host: 'xx.localhost', languages: [] },
      { ...LUCKY, code: 'xx', host: 'xx.localhost', languages: ['en', 'en'] },
      { ...LUCKY, code: 'xx', host: 'xx.localhost', languages: ['français'] },
      { ...LUCKY, code: 'xx', host: 'xx.localhost', languages: ['e'] },
      { ...LUCKY, code: 'xx', host: 'xx.localhost', languages: [7] },
      { ...LUCKY, code: 'xx', host: 'xx.localhost', languages: ['ms', 'MS'] },
      { ...LUCKY, code: 'xx', host: 'xx.localhost', languages: Array.from({ length: 41 }, (_, i) => `a${String.fromCharCode(97 + (i % 26))}${i < 26 ? '' : 'x'}`) },
      { ...LUCKY, code: 'xx', host: 'xx.localhost', colors: { primary: 'red', primaryText: '#fff', accent: '#000' } },
      { ...LUCKY, code: 'xx', host: 'xx.localhost', gtagId: "G-1'><script>" },
      { ...LUCKY, code: 'xx', host: 'xx.localhost', name: '   ' },
    ];
    for (const body of bad) expect((await call(app, 'POST', '/__sandbox/merchants', { body })).status).toBe(400);
    expect((await status('xx.localhost')).status).toBe(404);
  });

  it('may offer languages the seed has no texts in: listed as given, with the texts of its first language the seed writes', async () => {
    const added = await call(app, 'POST', '/__sandbox/merchants', {
      body: { code: 'malay', host: 'malay.localhost', name: 'Malay Star', languages: ['ms', 'KM', 'xx', 'pt-br'] },
    });
    expect(added.status).toBe(201);
    const site = (await status('malay.localhost')).json.value!.site;
    // Codes as the seed spells them where it writes the language, else lower-cased.
    expect(site.languages).toEqual(['ms', 'km', 'xx', 'pt-BR']);
    expect(site.defaultLanguage).toBe('ms');
    // Every language has an about text: Khmer's in Khmer, "xx" (which nobody writes) in Malay, the first it offers.
    expect(Object.keys(site.footer.aboutHtml).sort()).toEqual(['km', 'ms', 'pt-BR', 'xx']);
    expect(site.footer.aboutHtml.km).toContain('Malay Star');
    expect(site.footer.aboutHtml.km).toMatch(/\p{Script=Khmer}/u);
    expect(site.footer.aboutHtml.xx).toBe(site.footer.aboutHtml.ms);
    expect(site.footer.aboutHtml['pt-BR']).not.toBe(site.footer.aboutHtml.ms);

    // Banners and notices answer in any of its languages, in English.
    const announcements = await call<AnnouncementsDto>(app, 'POST', '/wps/relay/MCSFE_getListAnnouncements', {
      merchant: 'malay',
      headers: { Language: 'km' },
      body: { types: ['B', 'PL'], platform: 'W', executionType: 'B' },
    });
    expect(announcements.status).toBe(200);
    expect(announcements.json.value!.banners.length).toBeGreaterThan(0);
    expect(announcements.json.value!.player.length).toBeGreaterThan(0);
  });

  it('adds a notice in one of its languages, answered to that language alone', async () => {
    const notice = { language: 'km', title: 'សូមស្វាគមន៍មកកាន់ Malay Star', content: '<p>ការផ្សព្វផ្សាយថ្មីរៀងរាល់សប្តាហ៍។</p>' };
    const added = await call<unknown>(app, 'POST', '/__sandbox/merchants/malay/notices', { body: notice });
    expect(added.status).toBe(201);
    const playerNotices = async (language: string) =>
      (
        await call<AnnouncementsDto>(app, 'POST', '/wps/relay/MCSFE_getListAnnouncements', {
          merchant: 'malay',
          headers: { Language: language },
          body: { types: ['PL'], platform: 'W', executionType: 'B' },
        })
      ).json.value!.player.map((n) => n.title);
    expect((await playerNotices('km'))[0]).toBe(notice.title);
    expect(await playerNotices('ms')).not.toContain(notice.title);
    expect(await playerNotices('xx')).not.toContain(notice.title);

    // A language it does not offer, a blank title, an unknown merchant.
    expect((await call(app, 'POST', '/__sandbox/merchants/malay/notices', { body: { ...notice, language: 'vi' } })).status).toBe(400);
    expect((await call(app, 'POST', '/__sandbox/merchants/malay/notices', { body: { ...notice, title: '  ' } })).status).toBe(400);
    expect((await call(app, 'POST', '/__sandbox/merchants/nobody/notices', { body: notice })).status).toBe(404);
  });

  it('is gone after a reset, and the seeded brands keep their analytics tag (ph has one)', async () => {
    expect((await call(app, 'POST', '/__sandbox/reset')).status).toBe(200);
    expect((await status(LUCKY.host)).status).toBe(404);
    expect((await status('malay.localhost')).status).toBe(404);
    expect((await status('ph.localhost')).json.value!.site.analytics.gtagId).toMatch(/^G-/);
    expect((await status('localhost')).json.value!.site.analytics.gtagId).toBeNull();
  });
});
