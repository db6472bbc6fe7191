/** @jest-environment node */
/**
 * The sandbox's human checks are bound to whoever asked for them, so a solved check cannot be passed on: a captcha
 * comes with an id that must come back with its answer from the same visitor address, and is spent by one guess; a
 * slider puzzle is verified, and its pass spent, only from the address it was dealt to; both are issued a limited
 * number of times per address; and the slider is a PNG whose markup holds no answer. The control endpoints keep their
 * shapes.
 */
import { PNG } from 'pngjs';
import type { CaptchaDto, SliderPuzzleDto } from '@site/platform-contract';
import { register, sliderPass } from './account-helpers';
import { call, login, makeSandbox } from './helpers';

const sandbox = makeSandbox();
const { app } = sandbox;
afterAll(() => sandbox.cleanup());
beforeEach(async () => {
  await call(app, 'POST', '/__sandbox/reset');
});

const HOME = '127.0.0.1';
let nextAddress = 1;
const address = () => `198.51.100.${nextAddress++ % 250}`;

const captcha = async (merchant: string, ip = HOME) => {
  const res = await call<CaptchaDto>(app, 'GET', '/wps/captcha', { merchant, ip });
  const latest = (await call(app, 'GET', `/__sandbox/captcha/latest?merchant=${merchant}`)).json;
  return { res, captchaId: res.json.value?.captchaId ?? '', answer: latest.answer as string, latest };
};
const puzzle = async (ip = HOME, purpose = 'sms') => {
  const res = await call<SliderPuzzleDto>(app, 'GET', `/wps/captcha/slider?purpose=${purpose}`, { merchant: 'demo', ip });
  const latest = (await call(app, 'GET', '/__sandbox/slider/latest?merchant=demo')).json;
  return { res, puzzleId: res.json.value?.puzzleId ?? '', x: latest.x as number, latest };
};
const verify = (puzzleId: string, x: number, ip = HOME) =>
  call<{ sliderToken: string }>(app, 'POST', '/wps/captcha/slider/verify', { merchant: 'demo', body: { puzzleId, x }, ip });
const png = (dataUrl: string) => {
  expect(dataUrl.startsWith('data:image/png;base64,')).toBe(true);
  const bytes = Buffer.from(dataUrl.slice('data:image/png;base64,'.length), 'base64');
  return { bytes, image: PNG.sync.read(bytes) };
};

describe('captcha', () => {
  it('comes with an id; the control endpoint still tells its answer as before', async () => {
    const { res, captchaId, latest } = await captcha('demo');
    expect(res.status).toBe(200);
    expect(captchaId).toMatch(/^[0-9a-f]{32}$/);
    expect(png(`data:image/png;base64,${res.json.value!.image}`).image.width).toBe(120);
    expect(latest).toEqual({ success: true, answer: expect.stringMatching(/^\d{4}$/) });
    expect(JSON.stringify(res.json)).not.toContain(latest.answer as string);
  });

  it('counts for a login only with its id, from the address that fetched it, once; a wrong guess spends it', async () => {
    await login(app, 'demo', { username: 'player1', password: 'wrong' });
    const { captchaId, answer } = await captcha('demo');
    const attempt = (extra: object, ip = HOME) => login(app, 'demo', { username: 'player1', password: 'Player#2026', captcha: answer, ...extra }, ip);
    expect((await attempt({})).json.errorCode).toBe('captcha_invalid');
    expect((await attempt({ captchaId: 'f'.repeat(32) })).json.errorCode).toBe('captcha_invalid');
    expect((await attempt({ captchaId }, address())).json.errorCode).toBe('captcha_invalid');
    expect((await attempt({ captchaId })).status).toBe(200);
    await login(app, 'demo', { username: 'player1', password: 'wrong' });
    expect((await attempt({ captchaId })).json.errorCode).toBe('captcha_invalid');

    const next = await captcha('demo');
    const wrong = next.answer === '0000' ? '1111' : '0000';
    expect((await login(app, 'demo', { username: 'player1', password: 'Player#2026', captcha: wrong, captchaId: next.captchaId })).json.errorCode).toBe('captcha_invalid');
    expect((await login(app, 'demo', { username: 'player1', password: 'Player#2026', captcha: next.answer, captchaId: next.captchaId })).json.errorCode).toBe('captcha_invalid');
    // Nor does a captcha of another merchant count.
    const vn = await captcha('vn88');
    expect((await login(app, 'demo', { username: 'player1', password: 'Player#2026', captcha: vn.answer, captchaId: vn.captchaId })).json.errorCode).toBe('captcha_invalid');
  });

  it('counts for a registration on vn88 only with its id, from the same address', async () => {
    const user = { username: 'tranbound', password: 'Secret#2026', confirmPassword: 'Secret#2026', payeeName: 'Tran Bound', sliderToken: undefined };
    const first = await captcha('vn88', '198.51.100.77');
    expect((await register(app, 'vn88', { ...user, captcha: first.answer, captchaId: first.captchaId }, '198.51.100.78')).json.errorCode).toBe('captcha_invalid');
    expect((await register(app, 'vn88', { ...user, captcha: first.answer }, '198.51.100.77')).json.errorCode).toBe('captcha_invalid');
    const res = await register(app, 'vn88', { ...user, captcha: first.answer, captchaId: first.captchaId }, '198.51.100.77');
    expect(res.json).toMatchObject({ success: true, value: { account: 'tranbound' } });
  });

  it('is issued at most 20 times a minute per address and merchant', async () => {
    const ip = address();
    const statuses: number[] = [];
    for (let i = 0; i < 22; i += 1) statuses.push((await call(app, 'GET', '/wps/captcha', { merchant: 'demo', ip })).status);
    expect(statuses).toEqual([...Array(20).fill(200), 429, 429]);
    expect((await call(app, 'GET', '/wps/captcha', { merchant: 'demo', ip })).json).toMatchObject({ success: false, errorCode: 'TOO_MANY_REQUESTS' });
    expect((await call(app, 'GET', '/wps/captcha', { merchant: 'demo', ip: address() })).status).toBe(200);
    expect((await call(app, 'GET', '/wps/captcha', { merchant: 'vn88', ip })).status).toBe(200);
    await call(app, 'POST', '/__sandbox/reset');
    expect((await call(app, 'GET', '/wps/captcha', { merchant: 'demo', ip })).status).toBe(200);
  });
});

describe('slider', () => {
  it('is drawn as PNGs that hold no answer; the gap is where the answer puts the piece', async () => {
    const { res, x, latest } = await puzzle();
    const v = res.json.value!;
    expect(v).toMatchObject({ steps: 100, pieceWidthSteps: 12 });
    expect(latest).toEqual({ success: true, x: expect.any(Number) });
    expect(Number.isInteger(x)).toBe(true);
    const background = png(v.backgroundUrl);
    const piece = png(v.pieceUrl);
    expect([background.image.width, background.image.height]).toEqual([400, 100]);
    expect([piece.image.width, piece.image.height]).toEqual([48, 100]);
    for (const { bytes } of [background, piece]) expect(bytes.toString('latin1')).not.toMatch(/<svg|tEXt|iTXt|zTXt/);
    expect(JSON.stringify(res.json)).not.toMatch(new RegExp(`:${x}[,}]`));

    // The piece's left edge at x steps is x × (400 − 48) / 100 px: the picture's gap is there, darker than around it.
    const left = Math.round((x * (400 - 48)) / 100);
    const { data, width } = background.image;
    const luminance = (from: number, to: number) => {
      let sum = 0;
      let n = 0;
      for (let col = Math.max(0, from); col < Math.min(width, to); col += 1) {
        for (let row = 10; row < 90; row += 1) {
          const i = (row * width + col) * 4;
          sum += 0.2126 * data[i]! + 0.7152 * data[i + 1]! + 0.0722 * data[i + 2]!;
          n += 1;
        }
      }
      return sum / n;
    };
    const inside = luminance(left + 4, left + 44);
    const around = Math.max(luminance(left - 24, left - 4), luminance(left + 52, left + 72));
    expect(inside).toBeLessThan(around * 0.8);
  });

  it('draws a different picture for each puzzle', async () => {
    const a = (await puzzle()).res.json.value!;
    const b = (await puzzle()).res.json.value!;
    expect(a.backgroundUrl).not.toBe(b.backgroundUrl);
  });

  it('verifies a puzzle only from the address it was dealt to', async () => {
    const owner = address();
    const dealt = await puzzle(owner);
    expect((await verify(dealt.puzzleId, dealt.x, address())).json.errorCode).toBe('slider_failed');
    const again = await puzzle(owner);
    expect((await verify(again.puzzleId, again.x, owner)).status).toBe(200);
  });

  it('spends a pass only from the address that earned it', async () => {
    const owner = address();
    const pass = await sliderPass(app, 'demo', 'sms', owner);
    const body = { countryDialingCode: '84', mobileNum: '912345678', sliderToken: pass };
    expect((await call(app, 'POST', '/wps/verification/sms/noLogin', { merchant: 'demo', body, ip: address() })).json.errorCode).toBe('slider_required');
    expect((await call(app, 'POST', '/wps/verification/sms/noLogin', { merchant: 'demo', body, ip: owner })).status).toBe(200);
  });

  it('is dealt at most 20 times a minute per address and merchant', async () => {
    const ip = address();
    const statuses: number[] = [];
    for (let i = 0; i < 22; i += 1) statuses.push((await puzzle(ip)).res.status);
    expect(statuses).toEqual([...Array(20).fill(200), 429, 429]);
    expect((await puzzle(ip)).res.json).toMatchObject({ success: false, errorCode: 'TOO_MANY_REQUESTS' });
    expect((await puzzle(address())).res.status).toBe(200);
  });

  it('keeps the mail purpose apart from the others', async () => {
    const mail = await sliderPass(app, 'demo', 'email');
    const body = { countryDialingCode: '84', mobileNum: '912345678', sliderToken: mail };
    expect((await call(app, 'POST', '/wps/verification/sms/noLogin', { merchant: 'demo', body })).json.errorCode).toBe('slider_required');
  });
});
