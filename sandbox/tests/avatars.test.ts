/** @jest-environment node */
import { avatarIconsAnswer, playerAvatarAnswer } from '@site/platform-contract/answers/avatar';
import type { AvatarIconsDto, PlayerAvatarDto } from '@site/platform-contract';
import { upgradeSeed } from '../db/seed';
import { call, makeSandbox, PUBLIC_URL, tokenFor } from './helpers';

/**
 * The avatar calls (spec §7 "Auth and account": avatar and icon): which picture is the player's, and the merchant's
 * pictures with their images on the sandbox's CDN. player1 has one, a1p1 none, and down3's is a picture whose file is
 * gone from the CDN (a 404).
 */

const sandbox = makeSandbox();
const { app } = sandbox;
afterAll(() => sandbox.cleanup());
beforeAll(async () => {
  await call(app, 'POST', '/__sandbox/reset');
});

const avatarOf = async (merchant: string, token: string) => {
  const answer = await call<PlayerAvatarDto>(app, 'GET', '/wps/relay/MCSFE_getPlayerAvatar', { merchant, token });
  expect(answer.status).toBe(200);
  expect(playerAvatarAnswer().isValidSync(answer.json.value)).toBe(true);
  return answer.json.value!.avatar;
};

const iconsOf = async (merchant: string, token: string) => {
  const answer = await call<AvatarIconsDto>(app, 'GET', '/wps/member/info/icon', { merchant, token });
  expect(answer.status).toBe(200);
  expect(avatarIconsAnswer().isValidSync(answer.json.value)).toBe(true);
  return answer.json.value!.icons;
};

/** The CDN's answer for an image address the sandbox gave out. */
const image = (url: string) => app.request(url.replace(PUBLIC_URL, ''));

describe('the avatar calls', () => {
  it("name player1's picture, whose image the CDN serves", async () => {
    const token = await tokenFor(app, 'demo');
    expect(await avatarOf('demo', token)).toBe('2');
    const icons = await iconsOf('demo', token);
    expect(icons.map((i) => i.id)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    const own = icons.find((i) => i.id === '2')!;
    expect(own.url).toBe(`${PUBLIC_URL}/cdn/avatars/crown.svg`);
    const res = await image(own.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(await res.text()).toMatch(/^<svg [^>]*viewBox='0 0 96 96'/);
  });

  it('answer null for a player with none, and name a picture the CDN no longer has for down3', async () => {
    expect(await avatarOf('demo', await tokenFor(app, 'demo', 'a1p1', 'Down#2026'))).toBeNull();
    const token = await tokenFor(app, 'demo', 'down3');
    expect(await avatarOf('demo', token)).toBe('7');
    const gone = (await iconsOf('demo', token)).find((i) => i.id === '7')!;
    const res = await image(gone.url);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ success: false, errorCode: 'not_found' });
  });

  it("keep each merchant's own accounts and pictures", async () => {
    const token = await tokenFor(app, 'vn88');
    expect(await avatarOf('vn88', token)).toBe('2');
    expect(await iconsOf('vn88', token)).toHaveLength(7);
    // A token of one merchant is no session on another.
    expect((await call(app, 'GET', '/wps/member/info/icon', { merchant: 'demo', token })).status).toBe(401);
  });

  it('need a session (401 with the envelope without a token or with a junk one) and a merchant (400)', async () => {
    for (const path of ['/wps/relay/MCSFE_getPlayerAvatar', '/wps/member/info/icon']) {
      for (const token of [undefined, 'not-a-token']) {
        const res = await call(app, 'GET', path, { merchant: 'demo', token });
        expect(res.status).toBe(401);
        expect(res.json.success).toBe(false);
        expect(res.json.value).toBeUndefined();
      }
      expect((await call(app, 'GET', path, { token: await tokenFor(app, 'demo') })).status).toBe(400);
    }
  });

  it('draws only the pictures it has: other names and files are 404s', async () => {
    for (const file of ['horseshoe.svg', 'star.png', '..%2Fstar.svg', 'toString.svg', `${'a'.repeat(65)}.svg`]) {
      expect((await app.request(`/cdn/avatars/${file}`)).status).toBe(404);
    }
  });

  it('gives a database seeded before avatars the pictures and the seeded accounts their own', async () => {
    app.db.exec("DELETE FROM avatar_icons WHERE merchant_code = 'ph'; UPDATE members SET avatar = NULL WHERE merchant_code = 'ph'");
    app.db.transaction(() => upgradeSeed(app.db, Date.now()))();
    const token = await tokenFor(app, 'ph');
    expect(await avatarOf('ph', token)).toBe('2');
    expect(await iconsOf('ph', token)).toHaveLength(7);
  });
});
