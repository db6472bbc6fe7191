/** @jest-environment node */
import type { BalanceDto, MemberInfoDto, UnreadCountDto } from '@site/platform-contract';
import { call, makeSandbox, tokenFor } from './helpers';

const sandbox = makeSandbox();
const { app } = sandbox;
afterAll(() => sandbox.cleanup());
beforeAll(async () => {
  await call(app, 'POST', '/__sandbox/reset');
});

describe('member calls', () => {
  it('describes player1 with club label and VIP service label', async () => {
    const token = await tokenFor(app, 'demo');
    const { json } = await call<MemberInfoDto>(app, 'GET', '/wps/member/info', { merchant: 'demo', token });
    expect(json.value).toMatchObject({
      account: 'player1',
      type: 0,
      toUpline: 'agent1',
      clubLabel: { labelName: 'VIP5', rankLevel: 5 },
      memberLabel: [{ labelName: 'VIP Service' }],
      currency: 'USD',
      language: null,
    });
  });

  it('sums the ledger for the balance, in the merchant currency', async () => {
    const demo = await call<BalanceDto>(app, 'GET', '/wps/v2/wallets/balance', { merchant: 'demo', token: await tokenFor(app, 'demo') });
    expect(demo.json.value).toEqual({ sumBalance: 1520.75, currency: 'USD' });
    const vn = await call<BalanceDto>(app, 'GET', '/wps/v2/wallets/balance', { merchant: 'vn88', token: await tokenFor(app, 'vn88') });
    expect(vn.json.value).toEqual({ sumBalance: 1520.75, currency: 'VND' });
  });

  it('counts unread messages', async () => {
    const { json } = await call<UnreadCountDto>(app, 'POST', '/wps/relay/CSP_unreadCount', { merchant: 'demo', token: await tokenFor(app, 'demo') });
    expect(json.value).toEqual({ count: 3 });
  });

  it('knows agents and their downlines', async () => {
    const agent = await call<MemberInfoDto>(app, 'GET', '/wps/member/info', {
      merchant: 'ph',
      token: await tokenFor(app, 'ph', 'agent1', 'Agent#2026'),
    });
    expect(agent.json.value).toMatchObject({ account: 'agent1', type: 1 });
    const down = await call<MemberInfoDto>(app, 'GET', '/wps/member/info', {
      merchant: 'ph',
      token: await tokenFor(app, 'ph', 'down3', 'Player#2026'),
    });
    expect(down.json.value).toMatchObject({ type: 0, toUpline: 'agent1' });
  });

  it('stores a supported language and refuses others', async () => {
    const token = await tokenFor(app, 'vn88');
    const bad = await call(app, 'PUT', '/wps/member/language', { merchant: 'vn88', token, body: { language: 'th' } });
    expect(bad.status).toBe(400);
    expect(bad.json.errorCode).toBe('language_not_supported');
    expect((await call(app, 'PUT', '/wps/member/language', { merchant: 'vn88', token, body: { language: 'en' } })).status).toBe(200);
    const info = await call<MemberInfoDto>(app, 'GET', '/wps/member/info', { merchant: 'vn88', token });
    expect(info.json.value!.language).toBe('en');
    expect((await call(app, 'PUT', '/wps/member/language', { merchant: 'vn88', token, body: { language: 7 } })).status).toBe(400);
  });
});
