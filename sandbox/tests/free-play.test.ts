/** @jest-environment node */
import { PlatformHeader, type LoginResultDto, type MemberInfoDto, type BalanceDto } from '@site/platform-contract';
import { call, encryptFor, freePlay, makeSandbox } from './helpers';

const FREE_PLAY = '/wps/session/login/freeplay';
const REQUEST = { os: 'web', platform: 'W' } as const;

/** A compact JWE with another authentication tag: it no longer opens. */
const tampered = (jwe: string) => {
  const parts = jwe.split('.');
  const tag = parts[4]!;
  parts[4] = `${tag[0] === 'A' ? 'B' : 'A'}${tag.slice(1)}`;
  return parts.join('.');
};

describe('free play', () => {
  const { app, cleanup } = makeSandbox();
  afterAll(cleanup);

  it('signs in a fresh trial account (type 4) with demo credit where free play is on', async () => {
    const first = await freePlay(app, 'demo');
    expect(first.status).toBe(200);
    const token = first.json.value!.token;
    const info = await call<MemberInfoDto>(app, 'GET', '/wps/member/info', { merchant: 'demo', token });
    expect(info.json.value).toMatchObject({ type: 4 });
    const balance = await call<BalanceDto>(app, 'GET', '/wps/v2/wallets/balance', { merchant: 'demo', token });
    expect(balance.json.value!.sumBalance).toBe(2000);

    const second = await freePlay(app, 'demo');
    const other = await call<MemberInfoDto>(app, 'GET', '/wps/member/info', { merchant: 'demo', token: second.json.value!.token });
    expect(other.json.value!.account).not.toBe(info.json.value!.account);
  });

  it('is refused where the merchant does not enable it', async () => {
    const refused = await freePlay(app, 'vn88');
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ success: false, errorCode: 'free_play_disabled' });
  });

  it('wants os and platform W in the body and the same request sealed in its Encrypted header (spec §7 "free play")', async () => {
    const sealed = await encryptFor(app, 'demo', REQUEST);
    const attempt = (body: unknown, headers: Record<string, string> = {}) => call<LoginResultDto>(app, 'POST', FREE_PLAY, { merchant: 'demo', body, headers });
    const refusals: [string, Awaited<ReturnType<typeof attempt>>, string][] = [
      ['no header', await attempt(REQUEST), 'bad_request'],
      ['an empty header', await attempt(REQUEST, { [PlatformHeader.ENCRYPTED]: ' ' }), 'bad_request'],
      ['a header that is no JWE', await attempt(REQUEST, { [PlatformHeader.ENCRYPTED]: 'not-a-jwe' }), 'decryption_failed'],
      ['a header whose seal was tampered with', await attempt(REQUEST, { [PlatformHeader.ENCRYPTED]: tampered(sealed) }), 'decryption_failed'],
      ['a header sealing another request', await attempt(REQUEST, { [PlatformHeader.ENCRYPTED]: await encryptFor(app, 'demo', { ...REQUEST, os: 'ios' }) }), 'bad_request'],
      ['no body', await attempt(undefined, { [PlatformHeader.ENCRYPTED]: sealed }), 'bad_request'],
      ['no os', await attempt({ platform: 'W' }, { [PlatformHeader.ENCRYPTED]: sealed }), 'bad_request'],
      ['another platform', await attempt({ ...REQUEST, platform: 'A' }, { [PlatformHeader.ENCRYPTED]: sealed }), 'bad_request'],
    ];
    for (const [what, answer, code] of refusals) {
      expect([what, answer.status, answer.json.success, answer.json.errorCode]).toEqual([what, 400, false, code]);
    }
    expect((await attempt(REQUEST, { [PlatformHeader.ENCRYPTED]: sealed })).status).toBe(200);
  });
});
