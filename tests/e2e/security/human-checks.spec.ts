import { expect, test } from '@playwright/test';
import { PNG } from 'pngjs';
import { originOf, send, type Answer } from '../support/http';
import { PLATFORM, resetPlatform } from '../support/platform';

/**
 * The sandbox's human checks: each captcha and slider puzzle is bound to the visitor it was
 * issued to (an id issued with it and required with the answer, on the address the site forwards), each is answered
 * once, their issue is limited per address, and the slider is drawn as a raster image whose markup holds no answer.
 *
 * Before the fix a captcha's answer counted for whoever sent it (no id), captchas and puzzles were issued without
 * limit, and the slider's background was an SVG with the gap's x in it.
 *
 * The lanes run with TRUST_PROXY=1: a test names the visitor's address with X-Forwarded-For (as the proxy would).
 */

const DEMO = 'localhost';
/** The seeded accounts know 127.0.0.1 (no second step at login from there). */
const KNOWN = '127.0.0.1';

test.beforeEach(async ({ request }) => {
  await resetPlatform(request);
});

function address(): string {
  return `198.51.100.${1 + Math.floor(Math.random() * 250)}`;
}

function post(path: string, data: unknown, forwardedFor: string): Promise<Answer> {
  return send(DEMO, path, { method: 'POST', headers: { origin: originOf(DEMO), 'x-forwarded-for': forwardedFor }, data });
}

function get(path: string, forwardedFor: string): Promise<Answer> {
  return send(DEMO, path, { headers: { 'x-forwarded-for': forwardedFor } });
}

function envelope<T = Record<string, unknown>>(answer: Answer): { success: boolean; errorCode?: string; value: T } {
  return JSON.parse(answer.body) as { success: boolean; errorCode?: string; value: T };
}

async function control<T>(path: string): Promise<T> {
  const response = await fetch(`${PLATFORM}${path}`);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

test('a captcha answer counts once, and only from the address that fetched it', async () => {
  // A failed login: the next one with this name needs a captcha.
  const failed = await post('/api/session/login', { username: 'player1', password: 'Wrong#2026' }, KNOWN);
  expect(envelope(failed).errorCode).toBe('login_failed');

  const captcha = await get('/api/session/captcha', KNOWN);
  expect(captcha.status, captcha.body).toBe(200);
  const { captchaId } = envelope<{ captchaId?: string }>(captcha).value;
  expect(typeof captchaId === 'string' && captchaId.length >= 16, `a challenge id comes with the image: ${captcha.body.slice(0, 120)}`).toBe(true);
  const { answer } = await control<{ answer: string }>('/__sandbox/captcha/latest?merchant=demo');
  const attempt = (from: string, extra: Record<string, unknown> = {}) =>
    post('/api/session/login', { username: 'player1', password: 'Player#2026', captcha: answer, captchaId, ...extra }, from);

  // The right answer from another address is refused, as is the answer without its id.
  const elsewhere = await attempt(address());
  expect(`${elsewhere.status} ${envelope(elsewhere).errorCode}`, 'from another address').toBe('400 captcha_invalid');
  const withoutId = await attempt(KNOWN, { captchaId: undefined });
  expect(`${withoutId.status} ${envelope(withoutId).errorCode}`, 'without the id').toBe('400 captcha_invalid');
  // From the address that fetched it, it lets the right password in, once.
  const own = await attempt(KNOWN);
  expect(own.status, own.body).toBe(200);
  const again = await post('/api/session/login', { username: 'player1', password: 'Wrong#2026' }, KNOWN);
  expect(envelope(again).errorCode).toBe('login_failed');
  const replay = await attempt(KNOWN);
  expect(`${replay.status} ${envelope(replay).errorCode}`, 'a used captcha again').toBe('400 captcha_invalid');

  // A wrong guess spends the captcha: the right answer after it is refused.
  const fresh = envelope<{ captchaId: string }>(await get('/api/session/captcha', KNOWN)).value.captchaId;
  const { answer: right } = await control<{ answer: string }>('/__sandbox/captcha/latest?merchant=demo');
  const guess = await post('/api/session/login', { username: 'player1', password: 'Player#2026', captcha: right === '0000' ? '1111' : '0000', captchaId: fresh }, KNOWN);
  expect(envelope(guess).errorCode).toBe('captcha_invalid');
  const late = await post('/api/session/login', { username: 'player1', password: 'Player#2026', captcha: right, captchaId: fresh }, KNOWN);
  expect(`${late.status} ${envelope(late).errorCode}`, 'the right answer after a wrong one').toBe('400 captcha_invalid');
});

test('captchas and slider puzzles are issued a limited number of times per address', async () => {
  for (const [name, ask] of [
    ['captcha', (from: string) => get('/api/session/captcha', from)],
    ['slider', (from: string) => post('/api/verification/slider', { purpose: 'sms' }, from)],
  ] as const) {
    const from = address();
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) statuses.push((await ask(from)).status);
    expect(statuses.slice(0, 20).every((s) => s === 200), `${name}: the first 20 are issued: ${statuses.join(' ')}`).toBe(true);
    expect(statuses.slice(20).every((s) => s === 429), `${name}: then refused: ${statuses.join(' ')}`).toBe(true);
    const refused = envelope(await ask(from));
    expect(refused).toMatchObject({ success: false, errorCode: 'TOO_MANY_REQUESTS' });
    expect((await ask(address())).status, `${name}: another address is not held back`).toBe(200);
  }
});

test('the slider is a raster image whose markup does not hold the gap', async () => {
  const puzzle = await post('/api/verification/slider', { purpose: 'sms' }, KNOWN);
  expect(puzzle.status, puzzle.body).toBe(200);
  const { backgroundUrl, pieceUrl } = envelope<{ backgroundUrl: string; pieceUrl: string }>(puzzle).value;
  const { x } = await control<{ x: number }>('/__sandbox/slider/latest?merchant=demo');
  for (const [name, url, width] of [
    ['background', backgroundUrl, 400],
    ['piece', pieceUrl, 48],
  ] as const) {
    expect(url.startsWith('data:image/png;base64,'), `${name}: a PNG data URL (${url.slice(0, 40)}…)`).toBe(true);
    const bytes = Buffer.from(url.slice('data:image/png;base64,'.length), 'base64');
    expect(bytes.toString('latin1')).not.toMatch(/<svg|x='|x="/);
    const image = PNG.sync.read(bytes);
    expect([image.width, image.height], name).toEqual([width, 100]);
  }
  // Nothing in the answer names the gap's place.
  expect(puzzle.body).not.toMatch(new RegExp(`"(x|gap\\w*)":\\s*${x}\\b`));
});

test('a slider puzzle and its pass count only for the address that asked for them', async () => {
  const owner = address();
  const dealt = await post('/api/verification/slider', { purpose: 'sms' }, owner);
  const { puzzleId } = envelope<{ puzzleId: string }>(dealt).value;
  const { x } = await control<{ x: number }>('/__sandbox/slider/latest?merchant=demo');
  const stolen = await post('/api/verification/slider/verify', { puzzleId, x }, address());
  expect(`${stolen.status} ${envelope(stolen).errorCode}`, 'the right answer from another address').toBe('400 slider_failed');

  const mine = await post('/api/verification/slider', { purpose: 'sms' }, owner);
  const { x: x2 } = await control<{ x: number }>('/__sandbox/slider/latest?merchant=demo');
  const passed = await post('/api/verification/slider/verify', { puzzleId: envelope<{ puzzleId: string }>(mine).value.puzzleId, x: x2 }, owner);
  expect(passed.status, passed.body).toBe(200);
  const { sliderToken } = envelope<{ sliderToken: string }>(passed).value;
  const sms = { countryDialingCode: '84', mobileNum: '912345678', sliderToken };
  const elsewhere = await post('/api/verification/sms/login', sms, address());
  expect(`${elsewhere.status} ${envelope(elsewhere).errorCode}`, 'the pass from another address').toBe('400 slider_required');
  const own = await post('/api/verification/sms/login', sms, owner);
  expect(own.status, own.body).toBe(200);
});
