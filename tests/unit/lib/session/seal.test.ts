/** @jest-environment node */
import { sealData } from 'iron-session';
import { unsealMember } from '@/lib/session/seal';
import { sessionOptions } from '@/lib/session/options';
import { toMemberSession } from '@/lib/session/session-data';

const SECRET = 'a-test-secret-that-is-at-least-32-characters-long';

beforeAll(() => {
  process.env.SESSION_SECRET = SECRET;
});

const data = { token: 'tok-123', merchant: 'demo', account: 'player1', memberType: 0 };

describe('session sealing and merchant binding', () => {
  it('opens a seal made for the same merchant', async () => {
    const sealed = await sealData(data, { password: SECRET });
    // A seal from before the session clock has no sign-in time: null, never a guess.
    await expect(unsealMember(sealed, 'demo')).resolves.toEqual({ token: 'tok-123', merchant: 'demo', account: 'player1', memberType: 0, signedInAt: null });
    const clocked = await sealData({ ...data, signedInAt: 1_790_000_000_000 }, { password: SECRET });
    await expect(unsealMember(clocked, 'demo')).resolves.toMatchObject({ signedInAt: 1_790_000_000_000 });
  });

  it('treats a seal made for another merchant as no session', async () => {
    const sealed = await sealData(data, { password: SECRET });
    await expect(unsealMember(sealed, 'vn88')).resolves.toBeNull();
  });

  it('refuses tampered, foreign-key and empty cookies', async () => {
    const sealed = await sealData(data, { password: SECRET });
    await expect(unsealMember(`${sealed.slice(0, -4)}AAAA`, 'demo')).resolves.toBeNull();
    const foreign = await sealData(data, { password: 'another-secret-that-is-32-characters-or-more' });
    await expect(unsealMember(foreign, 'demo')).resolves.toBeNull();
    await expect(unsealMember(undefined, 'demo')).resolves.toBeNull();
    await expect(unsealMember('garbage', 'demo')).resolves.toBeNull();
  });

  it('refuses an expired platform token and incomplete data', () => {
    expect(toMemberSession({ ...data, expiresAt: 1000 }, 'demo', 2000)).toBeNull();
    expect(toMemberSession({ ...data, expiresAt: 3000 }, 'demo', 2000)).not.toBeNull();
    expect(toMemberSession({ merchant: 'demo', account: 'x' }, 'demo')).toBeNull();
  });

  it('seals the cookie HttpOnly and SameSite=Lax, Secure only over https, long-lived only with remember me', () => {
    const plain = sessionOptions({ secure: false });
    expect(plain.cookieOptions).toMatchObject({ httpOnly: true, sameSite: 'lax', secure: false, path: '/' });
    expect(plain.cookieOptions?.maxAge).toBeUndefined();
    expect(sessionOptions({ secure: true, remember: true }).cookieOptions).toMatchObject({ secure: true, maxAge: 86400 });
  });

  it('refuses a short secret', () => {
    process.env.SESSION_SECRET = 'short';
    expect(() => sessionOptions({ secure: false })).toThrow(/SESSION_SECRET/);
    process.env.SESSION_SECRET = SECRET;
  });
});
