/** Helpers for the account tests: slider passes, SMS codes from the outbox, captcha answers and registration calls. */
import type {
  CaptchaDto, RegisterPayload, RegisterResultDto, SliderPassDto, SliderPurpose, SliderPuzzleDto, SmsSentDto,
} from '@site/platform-contract';
import type { SandboxApp } from '../app';
import { call, encryptFor } from './helpers';

/** A slider pass for `purpose`, earned from `ip` (the sandbox's own default address when none is named). */
export async function sliderPass(app: SandboxApp, merchant: string, purpose: SliderPurpose, ip?: string): Promise<string> {
  const puzzle = await call<SliderPuzzleDto>(app, 'GET', `/wps/captcha/slider?purpose=${purpose}`, { merchant, ip });
  if (puzzle.status !== 200) throw new Error(`slider: ${JSON.stringify(puzzle.json)}`);
  const { x } = (await call(app, 'GET', `/__sandbox/slider/latest?merchant=${merchant}`)).json as unknown as { x: number };
  const res = await call<SliderPassDto>(app, 'POST', '/wps/captcha/slider/verify', {
    merchant,
    body: { puzzleId: puzzle.json.value!.puzzleId, x },
    ip,
  });
  if (res.status !== 200) throw new Error(`slider verify: ${JSON.stringify(res.json)}`);
  return res.json.value!.sliderToken;
}

export async function latestSms(app: SandboxApp, mobile: string, merchant?: string): Promise<string> {
  const res = await call(app, 'GET', `/__sandbox/sms?mobile=${mobile}${merchant ? `&merchant=${merchant}` : ''}`);
  if (res.status !== 200) throw new Error(`no sms for ${mobile}`);
  return res.json.code as string;
}

/** A fresh captcha issued to `ip` (the default address when none is named): its id and, from the control endpoint, its answer. */
export async function captchaAnswer(app: SandboxApp, merchant: string, ip?: string): Promise<{ captchaId: string; captcha: string }> {
  const res = await call<CaptchaDto>(app, 'GET', '/wps/captcha', { merchant, ip });
  if (res.status !== 200) throw new Error(`captcha: ${JSON.stringify(res.json)}`);
  const captcha = (await call(app, 'GET', `/__sandbox/captcha/latest?merchant=${merchant}`)).json.answer as string;
  return { captchaId: res.json.value!.captchaId, captcha };
}

/** Requests a registration SMS (with a fresh sms slider pass) and returns the code from the outbox. */
export async function registrationCode(app: SandboxApp, merchant: string, mobileNo: string, regType: 'username' | 'mobile' = 'mobile') {
  const res = await call<SmsSentDto>(app, 'POST', '/wps/verification/sms/register', {
    merchant,
    body: { countryDialingCode: '84', mobileNo, sliderToken: await sliderPass(app, merchant, 'sms'), regType },
  });
  if (res.status !== 200) throw new Error(`sms register: ${JSON.stringify(res.json)}`);
  return latestSms(app, mobileNo, merchant);
}

export type RegisterInput = Partial<RegisterPayload> & Record<string, unknown>;

/** PUTs an encrypted registration; sliderToken is a fresh register pass (earned from `ip`) unless given. */
export async function register(app: SandboxApp, merchant: string, payload: RegisterInput, ip?: string) {
  const regType = payload.regType ?? 'username';
  const full = {
    regType,
    registerUrl: 'http://localhost:3000/register',
    domain: 'localhost',
    registerMethod: 'WEB',
    login: true,
    ...payload,
    sliderToken: 'sliderToken' in payload ? payload.sliderToken : await sliderPass(app, merchant, 'register', ip),
  };
  const value = await encryptFor(app, merchant, full);
  const path = regType === 'mobile' ? '/wps/member/register/mobile' : '/wps/member/register';
  return call<RegisterResultDto>(app, 'PUT', path, { merchant, body: { value }, ip });
}

/** Moves every send asked for back in time, so the 60 s resend rule (MESSAGE_LIMITS) can be passed without waiting. */
export function ageSms(app: SandboxApp, ms = 61_000): void {
  app.db.prepare('UPDATE message_requests SET created_at = created_at - ?').run(ms);
}
