import { expect, test } from '@playwright/test';
import { originOf, send, type Answer } from '../support/http';
import { PLATFORM, resetPlatform } from '../support/platform';

/**
 * Which accounts exist is not told to whoever asks. Forgot-password by email, and the SMS codes
 * for login and for a password reset, answer alike whether or not an account has the username, email or number; the
 * mail or SMS goes only where it should (the sandbox's outbox); each send needs a human check first (the slider); and
 * sends are limited per visitor address and per target (number or email), alike for every target.
 *
 * Before the fix: forgot by email answered email_mismatch for an existing account and account_not_found otherwise,
 * with no human check and no limit (40 of 40 tries answered); the SMS routes answered 200 and sent a code for a
 * registered number and 400 "No account has this mobile number" otherwise.
 *
 * The lanes run with TRUST_PROXY=1: a test names the visitor's address with X-Forwarded-For (as the proxy would).
 */

const DEMO = 'localhost';
const PLAYER = { username: 'player1', email: 'player1@example.com', mobile: '912345678' };
const UNKNOWN_MOBILE = '912000999';

test.beforeEach(async ({ request }) => {
  await resetPlatform(request);
});

/** An address of this test alone (the limits are per address). */
function address(): string {
  return `192.0.2.${1 + Math.floor(Math.random() * 250)}`;
}

function post(path: string, data: unknown, forwardedFor: string): Promise<Answer> {
  return send(DEMO, path, { method: 'POST', headers: { origin: originOf(DEMO), 'x-forwarded-for': forwardedFor }, data });
}

/** A slider pass for `purpose`, solved from `forwardedFor` with the sandbox's answer; '' when none was given. */
async function sliderPass(purpose: string, forwardedFor: string): Promise<string> {
  const puzzle = await post('/api/verification/slider', { purpose }, forwardedFor);
  if (puzzle.status !== 200) return '';
  const { puzzleId } = (JSON.parse(puzzle.body) as { value: { puzzleId: string } }).value;
  const { x } = (await (await fetch(`${PLATFORM}/__sandbox/slider/latest?merchant=demo`)).json()) as { x: number };
  const verify = await post('/api/verification/slider/verify', { puzzleId, x }, forwardedFor);
  return verify.status === 200 ? (JSON.parse(verify.body) as { value: { sliderToken: string } }).value.sliderToken : '';
}

/** What a caller can tell from an answer: its status and envelope, times rounded away. */
function seen(answer: Answer): string {
  const body = JSON.parse(answer.body) as { success: boolean; errorCode?: string; message?: string; value?: Record<string, unknown> };
  const value = body.value && typeof body.value === 'object' ? Object.keys(body.value).sort().join(',') : String(body.value);
  return `${answer.status} ${body.success} ${body.errorCode ?? '-'} ${body.message ?? '-'} value:${value}`;
}

async function latestMail(to: string): Promise<number> {
  return (await fetch(`${PLATFORM}/__sandbox/mail/latest?to=${encodeURIComponent(to)}&merchant=demo`)).status;
}

async function smsSent(mobile: string): Promise<boolean> {
  return (await fetch(`${PLATFORM}/__sandbox/sms?mobile=${mobile}&merchant=demo`)).status === 200;
}

test('forgot password by email answers alike for a match, a wrong email and an unknown name; mail only for the match', async () => {
  const cases = [
    { name: 'the account and its email', username: PLAYER.username, email: PLAYER.email },
    { name: 'an account with another email', username: PLAYER.username, email: 'someone.else@example.com' },
    { name: 'no such account', username: 'nobody4242', email: 'nobody4242@example.com' },
  ];
  const answers: string[] = [];
  for (const item of cases) {
    // Each from an address of its own, so no limit is what differs.
    const from = address();
    const answer = await post('/api/password/forgot/email', { username: item.username, email: item.email, sliderToken: await sliderPass('email', from) }, from);
    answers.push(seen(answer));
    expect(answer.status, `${item.name}: ${answer.body}`).toBe(200);
  }
  expect(new Set(answers).size, `one answer for all: ${answers.join(' | ')}`).toBe(1);
  expect(await latestMail(PLAYER.email), 'the account’s own address got the mail').toBe(200);
  expect(await latestMail('someone.else@example.com'), 'no mail to an address that is not the account’s').toBe(404);
  expect(await latestMail('nobody4242@example.com'), 'no mail for a name no account has').toBe(404);
});

test('forgot password by email sends nothing without a human check', async () => {
  const from = address();
  for (const sliderToken of [undefined, '', 'not-a-pass']) {
    const answer = await post('/api/password/forgot/email', { username: PLAYER.username, email: PLAYER.email, sliderToken }, from);
    expect(answer.status, `${answer.label} ${JSON.stringify(sliderToken)}: ${answer.body}`).toBe(400);
  }
  expect(await latestMail(PLAYER.email)).toBe(404);
});

test('the SMS codes for login and for a password reset answer alike for a registered and an unknown number', async ({ request }) => {
  for (const [path, purpose] of [
    ['/api/verification/sms/login', 'login'],
    ['/api/verification/sms/password', 'password'],
  ] as const) {
    await resetPlatform(request);
    const answers: string[] = [];
    for (const mobile of [PLAYER.mobile, UNKNOWN_MOBILE]) {
      const from = address();
      const answer = await post(path, { countryDialingCode: '84', mobileNum: mobile, sliderToken: await sliderPass('sms', from) }, from);
      expect(answer.status, `${purpose} code for ${mobile}: ${answer.body}`).toBe(200);
      answers.push(seen(answer));
    }
    expect(answers[0], `${purpose}: the unknown number is answered as the registered one`).toBe(answers[1]);
    expect(await smsSent(PLAYER.mobile), `${purpose}: the registered number got its code`).toBe(true);
    expect(await smsSent(UNKNOWN_MOBILE), `${purpose}: nothing was sent to a number no account has`).toBe(false);
  }
});

test('sends are limited per visitor address, whatever the targets', async () => {
  const from = address();
  const statuses: string[] = [];
  for (let i = 0; i < 14; i += 1) {
    const mobile = `9120010${String(i).padStart(2, '0')}`;
    const answer = await post('/api/verification/sms/login', { countryDialingCode: '84', mobileNum: mobile, sliderToken: await sliderPass('sms', from) }, from);
    statuses.push(`${answer.status}${answer.status === 429 ? ` ${(JSON.parse(answer.body) as { errorCode: string }).errorCode}` : ''}`);
  }
  expect(statuses.slice(0, 10), `the first ten are answered: ${statuses.join(', ')}`).toEqual(Array(10).fill('200'));
  expect(statuses.slice(10), `then refused: ${statuses.join(', ')}`).toEqual(Array(4).fill('429 TOO_MANY_REQUESTS'));
  // Another address is not held back by this one.
  const other = address();
  const fresh = await post('/api/verification/sms/login', { countryDialingCode: '84', mobileNum: '912001099', sliderToken: await sliderPass('sms', other) }, other);
  expect(fresh.status, fresh.body).toBe(200);
});

test('sends are limited per target, from any address, alike for a registered and an unknown one', async () => {
  for (const mobile of [PLAYER.mobile, UNKNOWN_MOBILE]) {
    const answers: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const from = address();
      const answer = await post('/api/verification/sms/password', { countryDialingCode: '84', mobileNum: mobile, sliderToken: await sliderPass('sms', from) }, from);
      answers.push(`${answer.status} ${(JSON.parse(answer.body) as { errorCode?: string }).errorCode ?? '-'}`);
    }
    expect(answers, `${mobile}: one code a minute, whoever asks`).toEqual(['200 -', '429 sms_too_soon', '429 sms_too_soon']);
  }
  for (const item of [
    { username: PLAYER.username, email: PLAYER.email },
    { username: 'nobody4242', email: 'nobody4242@example.com' },
  ]) {
    const answers: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const from = address();
      const answer = await post('/api/password/forgot/email', { ...item, sliderToken: await sliderPass('email', from) }, from);
      answers.push(`${answer.status} ${(JSON.parse(answer.body) as { errorCode?: string }).errorCode ?? '-'}`);
    }
    expect(answers, `${item.email}: one mail a minute, whoever asks`).toEqual(['200 -', '429 email_too_soon', '429 email_too_soon']);
  }
});
