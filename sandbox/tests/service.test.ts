/** @jest-environment node */
import { createDecipheriv } from 'node:crypto';
import {
  FEEDBACK_LENGTH, FEEDBACK_RATE, ServiceChatPathType, ServiceErrorCode, ServicePath, WhitelabelFlag,
  type DomainRoutesDto, type ServiceChatDto, type SiteStatusDto,
} from '@site/platform-contract';
import { encryptServiceChatPath, newServiceChatKey, serviceChatCipherKey } from '../lib/service-chat';
import { call, makeSandbox, tokenFor } from './helpers';

/**
 * The sandbox's customer service (contract/service.ts): the VIP service chat and its encrypted type-3 path, feedback
 * (validation, FEEDBACK3, the limit per member), and the domain routes.
 */
const sandbox = makeSandbox();
const { app } = sandbox;
afterAll(() => sandbox.cleanup());

beforeEach(async () => {
  expect((await call(app, 'POST', '/__sandbox/reset')).status).toBe(200);
});

/** An independent reading of the scheme written in the contract (the site’s own is tested in tests/unit/lib/platform/service-chat.test.ts). */
function decrypt(path: string, merchant: string): string {
  const key = path.slice(-8);
  const sealed = Buffer.from(path.slice(0, -8), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', serviceChatCipherKey(key), sealed.subarray(0, 12));
  decipher.setAAD(Buffer.from(merchant));
  decipher.setAuthTag(sealed.subarray(sealed.length - 16));
  return Buffer.concat([decipher.update(sealed.subarray(12, sealed.length - 16)), decipher.final()]).toString('utf8');
}

const chat = (merchant: string, token?: string) => call<ServiceChatDto>(app, 'POST', ServicePath.SERVICE_CHAT, { merchant, token, body: {} });

describe('service chat', () => {
  it('gives a VIP member (player1, VIP5) a fresh VIP room, its address encrypted under the last 8 characters', async () => {
    const token = await tokenFor(app, 'demo');
    const first = await chat('demo', token);
    expect(first.status).toBe(200);
    const list = first.json.value!.version.pathList;
    expect(list.find((p) => p.type === ServiceChatPathType.WEB)?.path).toBe('https://chat.example.com/demo/livechat');
    const path = list.find((p) => p.type === ServiceChatPathType.ENCRYPTED_WEB)!.path;
    expect(path.slice(-8)).toMatch(/^[A-Za-z0-9_-]{8}$/);
    expect(path).not.toContain('chat.example.com');

    const url = decrypt(path, 'demo');
    expect(url).toMatch(/^https:\/\/chat\.example\.com\/demo\/vip\?ticket=[0-9a-f]{32}$/);
    const latest = await app.request('/__sandbox/service-chat/latest?merchant=demo');
    expect(await latest.json()).toMatchObject({ success: true, url, account: 'player1' });

    // Each call: a new room, a new key and IV.
    const again = (await chat('demo', token)).json.value!.version.pathList.find((p) => p.type === 3)!.path;
    expect(again.slice(-8)).not.toBe(path.slice(-8));
    expect(decrypt(again, 'demo')).not.toBe(url);
  });

  it('makes a path that opens only on its own merchant, and that fails to decrypt once altered', () => {
    const path = encryptServiceChatPath('https://chat.example.com/demo/vip?ticket=abc', 'demo');
    expect(decrypt(path, 'demo')).toBe('https://chat.example.com/demo/vip?ticket=abc');
    expect(() => decrypt(path, 'vn88')).toThrow();
    const flipped = `${path.slice(0, 20)}${path[20] === 'A' ? 'B' : 'A'}${path.slice(21)}`;
    expect(() => decrypt(flipped, 'demo')).toThrow();
    const otherKey = `${path.slice(0, -8)}${newServiceChatKey()}`;
    expect(() => decrypt(otherKey, 'demo')).toThrow();
    expect(newServiceChatKey()).toMatch(/^[A-Za-z0-9_-]{8}$/);
  });

  it('refuses members of rank 4 or below, visitors, and merchants without VIP service', async () => {
    const agent = await chat('demo', await tokenFor(app, 'demo', 'agent1', 'Agent#2026'));
    expect([agent.status, agent.json.errorCode]).toEqual([403, ServiceErrorCode.NOT_VIP]);
    // Rank exactly 4 is not above the threshold; 5 is.
    app.db.prepare("UPDATE members SET club_rank = 4 WHERE merchant_code = 'demo' AND username = 'player1'").run();
    const token = await tokenFor(app, 'demo');
    expect((await chat('demo', token)).json.errorCode).toBe(ServiceErrorCode.NOT_VIP);
    expect((await chat('demo')).status).toBe(401);

    app.db.prepare("UPDATE members SET club_rank = 5 WHERE merchant_code = 'demo' AND username = 'player1'").run();
    app.db.prepare("DELETE FROM customer_services WHERE merchant_code = 'demo' AND cs_type = 'VIP'").run();
    const none = await chat('demo', token);
    expect([none.status, none.json.errorCode]).toEqual([404, ServiceErrorCode.NOT_OFFERED]);
  });
});

describe('feedback', () => {
  const send = (merchant: string, token: string | undefined, body: unknown) => call(app, 'PUT', ServicePath.FEEDBACK, { merchant, token, body });

  it('stores a member’s feedback, trimmed, on a FEEDBACK3 merchant', async () => {
    const token = await tokenFor(app, 'demo');
    const res = await send('demo', token, { content: '   The lobby loads fast now, thanks!  ' });
    expect([res.status, res.json.success]).toEqual([200, true]);
    const latest = await (await app.request('/__sandbox/feedback/latest?merchant=demo')).json();
    expect(latest).toMatchObject({ content: 'The lobby loads fast now, thanks!', account: 'player1' });
  });

  it('says "Please enter content" for nothing, and the length rule outside it, counting an emoji as one', async () => {
    const token = await tokenFor(app, 'demo');
    for (const content of ['', '    ', '\n\t']) {
      const res = await send('demo', token, { content });
      expect([res.status, res.json.errorCode, res.json.message]).toEqual([400, ServiceErrorCode.CONTENT_EMPTY, 'Please enter content']);
    }
    for (const content of ['x'.repeat(FEEDBACK_LENGTH.min - 1), 'x'.repeat(FEEDBACK_LENGTH.max + 1), '🙂'.repeat(FEEDBACK_LENGTH.max + 1)]) {
      const res = await send('demo', token, { content });
      expect([res.status, res.json.errorCode, res.json.value]).toEqual([400, ServiceErrorCode.CONTENT_LENGTH, FEEDBACK_LENGTH]);
    }
    // 10 emoji are 20 UTF-16 units but 10 characters: within the rule; 500 emoji likewise.
    expect((await send('demo', token, { content: '🙂'.repeat(FEEDBACK_LENGTH.min) })).status).toBe(200);
    expect((await send('demo', token, { content: '🙂'.repeat(FEEDBACK_LENGTH.max) })).status).toBe(200);
    for (const body of [{}, { content: 42 }, { content: ['long enough text'] }, { content: null }]) {
      const res = await send('demo', token, body);
      expect([res.status, res.json.errorCode]).toEqual([400, 'bad_request']);
    }
  });

  it(`takes at most ${FEEDBACK_RATE.limit} per member in ${FEEDBACK_RATE.windowMs / 60_000} minutes, then again after`, async () => {
    const player = await tokenFor(app, 'demo');
    for (let i = 0; i < FEEDBACK_RATE.limit; i += 1) {
      expect((await send('demo', player, { content: `Feedback number ${i}` })).status).toBe(200);
    }
    const over = await send('demo', player, { content: 'One message too many' });
    expect([over.status, over.json.errorCode]).toEqual([429, 'TOO_MANY_REQUESTS']);
    const stored = () => app.db.prepare('SELECT COUNT(*) FROM feedback').pluck().get();
    expect(stored()).toBe(FEEDBACK_RATE.limit);
    // Another member has a limit of their own.
    expect((await send('demo', await tokenFor(app, 'demo', 'agent1', 'Agent#2026'), { content: 'From the agent side' })).status).toBe(200);
    // The window passes (the sandbox clock): the member may send again.
    expect((await call(app, 'POST', '/__sandbox/clock', { body: { advanceMs: FEEDBACK_RATE.windowMs + 1000 } })).status).toBe(200);
    expect((await send('demo', player, { content: 'Back after the window' })).status).toBe(200);
  });

  it('is refused where the merchant has no FEEDBACK3, to visitors and to trial accounts', async () => {
    const siteInfo = async (host: string) =>
      (await call<SiteStatusDto>(app, 'GET', `/wps/system/status?url=${host}`)).json.value!.site.whitelabel;
    expect(await siteInfo('localhost')).toContain(WhitelabelFlag.FEEDBACK3);
    expect(await siteInfo('vn.localhost')).toContain(WhitelabelFlag.FEEDBACK3);
    expect(await siteInfo('ph.localhost')).not.toContain(WhitelabelFlag.FEEDBACK3);

    const ph = await send('ph', await tokenFor(app, 'ph'), { content: 'Feedback where none is taken' });
    expect([ph.status, ph.json.errorCode]).toEqual([403, ServiceErrorCode.NOT_OFFERED]);
    expect((await send('demo', undefined, { content: 'Feedback from nobody at all' })).status).toBe(401);

    // A trial account (type 4) cannot sign in at the member entrance: its session is made a trial one after the login.
    const token = await tokenFor(app, 'demo');
    app.db.prepare("UPDATE members SET type = 4 WHERE merchant_code = 'demo' AND username = 'player1'").run();
    const trial = await send('demo', token, { content: 'Feedback from a trial account' });
    expect([trial.status, trial.json.errorCode]).toEqual([403, 'in_need_true_account']);
  });
});

describe('domain routes', () => {
  it("lists each merchant's hosts, without a token, and needs a merchant", async () => {
    const routes = async (merchant?: string) => call<DomainRoutesDto>(app, 'GET', ServicePath.DOMAIN_ROUTES, { merchant });
    expect((await routes('demo')).json.value).toEqual({ list: [{ domain: 'localhost' }, { domain: '127.0.0.1' }] });
    expect((await routes('vn88')).json.value).toEqual({ list: [{ domain: 'vn.localhost' }] });
    expect((await routes('ph')).json.value).toEqual({ list: [{ domain: 'ph.localhost' }] });
    const none = await routes();
    expect([none.status, none.json.errorCode]).toEqual([400, 'merchant_required']);
  });
});
