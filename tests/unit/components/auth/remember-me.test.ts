import { rememberedMobile, rememberedUsername, rememberMobile, rememberUsername } from '@/components/auth/remember-me';

/** jsdom keeps cookies as the browser does: what document.cookie shows is what a request would carry. */
afterEach(() => {
  rememberUsername(null);
  rememberMobile(null);
});

describe('remember me (spec §3 "Cookies", §4)', () => {
  it('keeps the SMS login’s number and dial code under the spec’s names, and forgets them', () => {
    expect(rememberedMobile()).toBeNull();
    rememberMobile({ countryDialingCode: '84', mobileNum: '912345678' });
    expect(document.cookie).toContain('mobileNum=912345678');
    expect(document.cookie).toContain('countryDialingCode=84');
    expect(rememberedMobile()).toEqual({ countryDialingCode: '84', mobileNum: '912345678' });
    rememberMobile(null);
    expect(document.cookie).not.toContain('mobileNum');
    expect(document.cookie).not.toContain('countryDialingCode');
    expect(rememberedMobile()).toBeNull();
  });

  it('reads back only digits, and nothing when one of the two is missing', () => {
    document.cookie = 'mobileNum=%3Cscript%3E; Path=/';
    document.cookie = 'countryDialingCode=84; Path=/';
    expect(rememberedMobile()).toBeNull();
    document.cookie = 'mobileNum=912345678; Path=/';
    document.cookie = 'countryDialingCode=; Max-Age=0; Path=/';
    expect(rememberedMobile()).toBeNull();
  });

  it('keeps the username apart from the number', () => {
    rememberUsername('player1');
    rememberMobile({ countryDialingCode: '84', mobileNum: '912345678' });
    rememberMobile(null);
    expect(rememberedUsername()).toBe('player1');
  });
});
