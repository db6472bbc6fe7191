/** @jest-environment node */
import type { FieldRuleDto, RegisterSettingsDto } from '@site/platform-contract/accounts';
import { makeSite } from '../../../support/shell-providers';

/**
 * POST /api/register with values of the wrong kind. Found by tests/e2e/api-fuzz.spec.ts: the route takes the body as a
 * plain object and the merchant's schema trims its text fields, so an object or an array (affiliateCode: {…},
 * username: […]) threw in yup's cast and the answer was a 500. Now it is the kit's 400 validation_failed.
 */
jest.mock('next/headers', () => ({ headers: async () => new Headers({ host: 'demo.example' }), cookies: async () => new Map() }));
jest.mock('@/lib/request/context', () => ({
  createRequestContext: async () => ({
    host: 'demo.example',
    ip: '127.0.0.1',
    site: { kind: 'ok', site: makeSite({ merchantCode: 'demo' }), status: { gate: 'open', maintenanceEnd: null, visitor: { ip: '127.0.0.1', country: null } } },
    member: async () => null,
  }),
}));
jest.mock('@/lib/platform/accounts', () => ({ registerSettings: jest.fn(), isValidAffiliateCode: jest.fn(), register: jest.fn() }));
jest.mock('@/lib/api/sign-in', () => ({ signIn: jest.fn() }));
const accounts = jest.requireMock('@/lib/platform/accounts') as Record<string, jest.Mock>;

import { POST as register } from '@/app/api/register/route';

const rule = (patternId: number, minLength: number, maxLength: number, required = true): FieldRuleDto => ({
  enabled: true,
  required,
  acceptedPattern: String(patternId),
  patternId,
  minLength,
  maxLength,
});

const SETTINGS: RegisterSettingsDto = {
  usernameRegister: true,
  mobileRegister: false,
  smsForUsername: false,
  mobilePasswordPair: false,
  captcha: false,
  fields: { username: rule(1, 4, 16), password: rule(20, 6, 20), email: rule(3, 5, 60, false), affiliateCode: rule(4, 1, 20, false) },
};

const BODY = { regType: 'username', username: 'newplayer1', password: 'Secret#2026', confirmPassword: 'Secret#2026', sliderToken: 't' };

function post(body: unknown): Request {
  return new Request('https://demo.example/api/register', {
    method: 'POST',
    headers: { host: 'demo.example', origin: 'https://demo.example', 'x-forwarded-proto': 'https', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

beforeEach(() => {
  Object.values(accounts).forEach((mock) => mock.mockReset());
  accounts.registerSettings!.mockResolvedValue(SETTINGS);
  accounts.isValidAffiliateCode!.mockResolvedValue(true);
  accounts.register!.mockResolvedValue({ token: 't0k', account: 'newplayer1', firstTimeLogin: false, passwordExpired: false, expiresAt: '2030-01-01T00:00:00Z' });
});

describe('POST /api/register', () => {
  it.each([
    ['affiliateCode', { a: 1 }],
    ['affiliateCode', ['AGENT1']],
    ['username', ['newplayer1']],
    ['email', { toString: 'x' }],
    ['password', 123456],
    ['confirmPassword', true],
  ])('refuses %s as %p with 400 validation_failed, never a 500', async (field, value) => {
    const response = await register(post({ ...BODY, [field]: value }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, errorCode: 'validation_failed', message: 'invalid', value: { field, key: 'invalid' } });
    expect(accounts.register).not.toHaveBeenCalled();
  });

  it('still registers a body of text', async () => {
    const response = await register(post({ ...BODY, affiliateCode: 'AGENT1' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, value: { account: 'newplayer1', regType: 'username' } });
    expect(accounts.register).toHaveBeenCalledWith(expect.objectContaining({ merchant: 'demo' }), expect.objectContaining({ username: 'newplayer1', affiliateCode: 'AGENT1' }));
  });
});
