import { deviceClassOf } from '@/lib/telemetry/device-class';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const ANDROID_PHONE = 'Mozilla/5.0 (Linux; Android 14; SM-A556E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const ANDROID_TABLET = 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

const of = (headers: Record<string, string>) => deviceClassOf(new Headers(headers));

describe('deviceClassOf', () => {
  it.each([
    [IPHONE, 'phone'],
    [ANDROID_PHONE, 'phone'],
    [ANDROID_TABLET, 'tablet'],
    [IPAD, 'tablet'],
    [DESKTOP, 'desktop'],
    ['', 'desktop'],
    ['curl/8.5.0', 'desktop'],
  ])('%s is a %s', (agent, device) => {
    expect(of({ 'user-agent': agent })).toBe(device);
  });

  it("takes Chromium's mobile client hint over a desktop-looking agent, and the reverse", () => {
    expect(of({ 'user-agent': DESKTOP, 'sec-ch-ua-mobile': '?1' })).toBe('phone');
    expect(of({ 'user-agent': ANDROID_PHONE, 'sec-ch-ua-mobile': '?0' })).toBe('desktop');
  });

  it('a tablet stays a tablet whatever the hint says (Chromium on a tablet sends ?0)', () => {
    expect(of({ 'user-agent': ANDROID_TABLET, 'sec-ch-ua-mobile': '?0' })).toBe('tablet');
  });
});
