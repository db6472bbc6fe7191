/**
 * The corpora of the security matrix. XSS payloads set `window.__xss` (or open a dialog) when they run, so a browser
 * check can prove execution and a raw check can look for the markup that would run them.
 */

export const XSS_PAYLOADS: readonly string[] = [
  '<script>window.__xss=1</script>',
  '"><script>window.__xss=2</script>',
  "'><img src=x onerror=window.__xss=3>",
  '<img src=x onerror="window.__xss=4">',
  '<svg onload=window.__xss=5>',
  '<svg><script>window.__xss=6</script></svg>',
  '" autofocus onfocus="window.__xss=7" x="',
  "' autofocus onfocus='window.__xss=8' x='",
  'javascript:window.__xss=9',
  'JaVaScRiPt:window.__xss=10',
  '&#106;avascript:window.__xss=11',
  ' \tjavascript:window.__xss=12',
  '<iframe srcdoc="<script>parent.__xss=13</script>"></iframe>',
  '<a href="javascript:window.__xss=14">link</a>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=15>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=16>">',
  '</script><script>window.__xss=17</script>',
  '</title><script>window.__xss=18</script>',
  '</textarea><script>window.__xss=19</script>',
  '<base href="//evil.example/">',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=20">',
  '<form><button formaction="javascript:window.__xss=21">go</button></form>',
  '<details open ontoggle=window.__xss=22>',
  '<object data="javascript:window.__xss=23"></object>',
  '<embed src="javascript:window.__xss=24">',
  '<div style="background:url(javascript:window.__xss=25)">x</div>',
  '\u2028\u2029<script>window.__xss=26</script>',
  '{{constructor.constructor("window.__xss=27")()}}',
  '${window.__xss=28}',
  '<img src=x onerror=alert(29)>',
  '<a href="data:text/html,<script>alert(30)</script>">data</a>',
  '<svg><a xlink:href="javascript:window.__xss=31"><text y="20">x</text></a></svg>',
];

/** Where the site may send a browser next, as an attacker would write it; "evil.example" is the other site. */
export const REDIRECT_PAYLOADS: readonly string[] = [
  '//evil.example',
  '///evil.example',
  '////evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\\/evil.example',
  '//\\evil.example',
  'https://evil.example',
  'http://evil.example/path',
  'HTTPS://EVIL.EXAMPLE',
  'https:evil.example',
  'https:/evil.example',
  '//evil.example@localhost',
  'http://localhost@evil.example',
  '/..//evil.example',
  '/../\\evil.example',
  '/%2e%2e//evil.example',
  '/.%2E//evil.example',
  '/login/..//evil.example',
  '/a/b/../..//evil.example',
  '/%2F%2Fevil.example',
  '/%5Cevil.example',
  '%2F%2Fevil.example',
  '/\t/evil.example',
  '/%09/evil.example',
  ' //evil.example',
  '\n//evil.example',
  '/\u3002evil.example',
  '//evil\u3002example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '/%0d%0aLocation:%20http://evil.example',
  '/\r\nLocation: http://evil.example',
  '/%0d%0aX-Injected:%20matrix',
  '/%E5%98%8A%E5%98%8DX-Injected:%20matrix',
  'evil.example',
  '.evil.example',
  '@evil.example',
  '/@evil.example',
];

export const EVIL_HOST = 'evil.example';

/**
 * A corpus entry as a request target Node will send: characters it refuses in a path (controls, spaces, anything past
 * Latin-1) percent-encoded, everything else as written.
 */
export function asTarget(value: string): string {
  return value.replace(/[^\u0021-\u007e]/gu, (c) => encodeURIComponent(c));
}
