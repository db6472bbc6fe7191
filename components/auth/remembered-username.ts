/**
 * "Remember me" keeps the username (never the password) in a cookie for one day (spec §9). The longer session itself
 * is the sealed cookie's Max-Age, set on the server.
 */
const COOKIE = 'remembered_username';

export function rememberedUsername(): string | null {
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${COOKIE}=`));
  if (!match) return null;
  try {
    return decodeURIComponent(match.slice(COOKIE.length + 1));
  } catch {
    return null;
  }
}

export function rememberUsername(username: string | null): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = username
    ? `${COOKIE}=${encodeURIComponent(username)}; Max-Age=86400; Path=/; SameSite=Lax${secure}`
    : `${COOKIE}=; Max-Age=0; Path=/; SameSite=Lax${secure}`;
}
