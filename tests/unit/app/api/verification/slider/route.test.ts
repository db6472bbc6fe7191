/** @jest-environment node */
import { PlatformError } from '@/lib/platform/errors';
import { makeSite } from '../../../../support/shell-providers';

const requestHeaders = new Headers({ host: 'demo.example' });
jest.mock('next/headers', () => ({ headers: async () => requestHeaders, cookies: async () => new Map() }));
jest.mock('@/lib/request/context', () => ({
  createRequestContext: async () => ({
    host: 'demo.example',
    ip: '127.0.0.1',
    site: { kind: 'ok', site: makeSite({ merchantCode: 'demo' }), status: { gate: 'open', maintenanceEnd: null, visitor: { ip: '127.0.0.1', country: null } } },
    member: async () => null,
  }),
}));
jest.mock('@/lib/platform/accounts', () => ({
  sliderPuzzle: jest.fn(),
  sliderVerify: jest.fn(),
  smsForRegistration: jest.fn(),
  smsForLogin: jest.fn(),
  smsForPasswordReset: jest.fn(),
  smsForLoginVerification: jest.fn(),
}));
const accounts = jest.requireMock('@/lib/platform/accounts') as Record<string, jest.Mock>;

import { POST as slider } from '@/app/api/verification/slider/route';
import { POST as sliderVerify } from '@/app/api/verification/slider/verify/route';
import { POST as smsRegister } from '@/app/api/verification/sms/register/route';
import { POST as smsLogin } from '@/app/api/verification/sms/login/route';
import { POST as smsPassword } from '@/app/api/verification/sms/password/route';
import { POST as smsLoginVerify } from '@/app/api/verification/sms/login-verify/route';

function post(body: unknown, origin: string | null = 'https://demo.example'): Request {
  // Served over https behind the TLS proxy, which says so (X-Forwarded-Proto, kept with TRUST_PROXY=1).
  const headers: Record<string, string> = { host: 'demo.example', 'x-forwarded-proto': 'https', 'content-type': 'application/json' };
  if (origin) headers.origin = origin;
  return new Request('https://demo.example/api/verification', {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function answer(response: Response) {
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

beforeEach(() => Object.values(accounts).forEach((mock) => mock.mockReset()));

describe('slider', () => {
  it('deals a puzzle for the purpose, for this merchant', async () => {
    accounts.sliderPuzzle!.mockResolvedValue({ puzzleId: 'p1', steps: 100, backgroundUrl: 'b', pieceUrl: 'p', pieceWidthSteps: 12, extra: 'x' });
    const { status, body } = await answer(await slider(post({ purpose: 'sms' })));
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, value: { puzzleId: 'p1', steps: 100, backgroundUrl: 'b', pieceUrl: 'p', pieceWidthSteps: 12 } });
    expect(accounts.sliderPuzzle).toHaveBeenCalledWith(expect.objectContaining({ merchant: 'demo' }), 'sms');
  });

  it.each([{}, { purpose: 'login' }, 'not json', [1]])('refuses %p with validation_failed', async (body) => {
    const { status, body: answered } = await answer(await slider(post(body)));
    expect(status).toBe(400);
    expect(answered).toMatchObject({ success: false, errorCode: 'validation_failed' });
    expect(accounts.sliderPuzzle).not.toHaveBeenCalled();
  });

  it('refuses a request from another site', async () => {
    const { status, body } = await answer(await slider(post({ purpose: 'sms' }, 'https://evil.example')));
    expect(status).toBe(403);
    expect(body.errorCode).toBe('origin_mismatch');
  });

  it('checks a whole-step position and relays a miss as 400 slider_failed', async () => {
    accounts.sliderVerify!.mockResolvedValueOnce({ sliderToken: 'pass' });
    expect(await answer(await sliderVerify(post({ puzzleId: 'p1', x: 42 })))).toEqual({ status: 200, body: { success: true, value: { sliderToken: 'pass' } } });
    expect(accounts.sliderVerify).toHaveBeenCalledWith(expect.anything(), { puzzleId: 'p1', x: 42 });

    accounts.sliderVerify!.mockRejectedValueOnce(new PlatformError('slider_failed', 400, 'Try again'));
    expect(await answer(await sliderVerify(post({ puzzleId: 'p1', x: 3 })))).toEqual({
      status: 400,
      body: { success: false, errorCode: 'slider_failed', message: 'Try again' },
    });
  });

  it.each([{ puzzleId: 'p1', x: '42' }, { puzzleId: 'p1', x: 4.5 }, { puzzleId: 'p1', x: -1 }, { puzzleId: 'p1', x: 1001 }, { puzzleId: 'x'.repeat(65), x: 1 }, { x: 1 }])(
    'refuses the position %p',
    async (body) => {
      expect((await sliderVerify(post(body))).status).toBe(400);
      expect(accounts.sliderVerify).not.toHaveBeenCalled();
    },
  );
});

describe('SMS codes', () => {
  const mobile = { countryDialingCode: '84', mobileNum: '912345678', sliderToken: 'pass' };

  it('sends the registration code with only the named fields', async () => {
    accounts.smsForRegistration!.mockResolvedValue({ expiredMinutes: 2 });
    const request = { countryDialingCode: '84', mobileNo: '912345678', sliderToken: 'pass', regType: 'username', extra: 'dropped' };
    expect(await answer(await smsRegister(post(request)))).toEqual({ status: 200, body: { success: true, value: { expiredMinutes: 2 } } });
    expect(accounts.smsForRegistration).toHaveBeenCalledWith(expect.anything(), {
      countryDialingCode: '84',
      mobileNo: '912345678',
      sliderToken: 'pass',
      regType: 'username',
    });
  });

  it.each([
    { ...mobile, countryDialingCode: '+84' },
    { ...mobile, countryDialingCode: '12345' },
    { ...mobile, mobileNum: '12345' },
    { ...mobile, mobileNum: '1234567890123456' },
    { ...mobile, mobileNum: 912345678 },
    { ...mobile, sliderToken: '' },
  ])('refuses %p', async (body) => {
    const { status, body: answered } = await answer(await smsLogin(post(body)));
    expect(status).toBe(400);
    expect(answered.errorCode).toBe('validation_failed');
    expect(accounts.smsForLogin).not.toHaveBeenCalled();
  });

  it("relays the platform's refusal with its code and message", async () => {
    accounts.smsForLogin!.mockRejectedValue(new PlatformError('sms_too_soon', 429, 'Please wait before asking again'));
    expect(await answer(await smsLogin(post(mobile)))).toEqual({
      status: 429,
      body: { success: false, errorCode: 'sms_too_soon', message: 'Please wait before asking again' },
    });
  });

  it('sends the password-reset code and answers the expiry', async () => {
    accounts.smsForPasswordReset!.mockResolvedValue({ expirationTime: 1_800_000_000_000 });
    expect(await answer(await smsPassword(post(mobile)))).toEqual({
      status: 200,
      body: { success: true, value: { expirationTime: 1_800_000_000_000 } },
    });
  });

  it('sends the new-IP login check code for a verify token', async () => {
    accounts.smsForLoginVerification!.mockResolvedValue({ expiredMinutes: 1 });
    expect((await smsLoginVerify(post({ verifyToken: 'vt' }))).status).toBe(200);
    expect(accounts.smsForLoginVerification).toHaveBeenCalledWith(expect.anything(), 'vt');
    expect((await smsLoginVerify(post({}))).status).toBe(400);
  });

  it('refuses regType values the platform does not know', async () => {
    const request = { countryDialingCode: '84', mobileNo: '912345678', sliderToken: 'pass', regType: 'email' };
    expect((await smsRegister(post(request))).status).toBe(400);
  });
});
