/**
 * What "Remember me" keeps in cookies for one day (spec §3 "Cookies", §4 "Remember me", §9), never a password or a
 * code: the username of a username login, or the SMS login's mobile number and dial code under the spec's own names
 * (mobileNum, countryDialingCode). Unticked, a login deletes them. The longer session itself is the sealed cookie's
 * Max-Age, set on the server.
 */
const USERNAME = 'remembered_username';
const MOBILE = 'mobileNum';
const DIAL_CODE = 'countryDialingCode';
const ONE_DAY_SECONDS = 86_400;

function readCookie(name: string): string | null {
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  if (!match) return null;
  try {
    return decodeURIComponent(match.slice(name.length + 1)) || null;
  } catch {
    return null;
  }
}

/** Sets the cookie for a day, or deletes it (null). */
function writeCookie(name: string, value: string | null): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = value
    ? `${name}=${encodeURIComponent(value)}; Max-Age=${ONE_DAY_SECONDS}; Path=/; SameSite=Lax${secure}`
    : `${name}=; Max-Age=0; Path=/; SameSite=Lax${secure}`;
}

export function rememberedUsername(): string | null {
  return readCookie(USERNAME);
}

export function rememberUsername(username: string | null): void {
  writeCookie(USERNAME, username);
}

export interface RememberedMobile {
  mobileNum: string;
  countryDialingCode: string;
}

/** The SMS login's remembered number, when both cookies hold digits. */
export function rememberedMobile(): RememberedMobile | null {
  const mobileNum = readCookie(MOBILE);
  const countryDialingCode = readCookie(DIAL_CODE);
  if (!mobileNum || !countryDialingCode || !/^\d{1,15}$/.test(mobileNum) || !/^\d{1,4}$/.test(countryDialingCode)) return null;
  return { mobileNum, countryDialingCode };
}

/** Keeps the SMS login's number and dial code for a day, or forgets them (null). */
export function rememberMobile(mobile: RememberedMobile | null): void {
  writeCookie(MOBILE, mobile?.mobileNum ?? null);
  writeCookie(DIAL_CODE, mobile?.countryDialingCode ?? null);
}
