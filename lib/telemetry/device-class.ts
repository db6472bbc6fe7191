/**
 * The kind of device a request came from, in three classes only (a label of the vitals histograms): the browser's
 * client hint when it sends one (Sec-CH-UA-Mobile, Chromium), else the User-Agent's usual marks. Nothing else of the
 * User-Agent is kept.
 */
export type DeviceClass = 'phone' | 'tablet' | 'desktop';

export function deviceClassOf(headers: Headers): DeviceClass {
  const agent = headers.get('user-agent') ?? '';
  // iPadOS 13+ says "Macintosh"; only its touch support tells it apart, which a server cannot see: a desktop here.
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i.test(agent)) return 'tablet';
  const hint = headers.get('sec-ch-ua-mobile');
  if (hint === '?1') return 'phone';
  if (hint === '?0') return 'desktop';
  return /Mobi|iPhone|iPod|Android|Windows Phone/i.test(agent) ? 'phone' : 'desktop';
}
