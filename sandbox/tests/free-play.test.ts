/** @jest-environment node */
import type { LoginResultDto, MemberInfoDto, BalanceDto } from '@site/platform-contract';
import { call, makeSandbox } from './helpers';

describe('free play', () => {
  const { app, cleanup } = makeSandbox();
  afterAll(cleanup);

  it('signs in a fresh trial account (type 4) with demo credit where free play is on', async () => {
    const first = await call<LoginResultDto>(app, 'POST', '/wps/session/login/freeplay', { merchant: 'demo', body: {} });
    expect(first.status).toBe(200);
    const token = first.json.value!.token;
    const info = await call<MemberInfoDto>(app, 'GET', '/wps/member/info', { merchant: 'demo', token });
    expect(info.json.value).toMatchObject({ type: 4 });
    const balance = await call<BalanceDto>(app, 'GET', '/wps/v2/wallets/balance', { merchant: 'demo', token });
    expect(balance.json.value!.sumBalance).toBe(2000);

    const second = await call<LoginResultDto>(app, 'POST', '/wps/session/login/freeplay', { merchant: 'demo', body: {} });
    const other = await call<MemberInfoDto>(app, 'GET', '/wps/member/info', { merchant: 'demo', token: second.json.value!.token });
    expect(other.json.value!.account).not.toBe(info.json.value!.account);
  });

  it('is refused where the merchant does not enable it', async () => {
    const refused = await call(app, 'POST', '/wps/session/login/freeplay', { merchant: 'vn88', body: {} });
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ success: false, errorCode: 'free_play_disabled' });
  });
});
