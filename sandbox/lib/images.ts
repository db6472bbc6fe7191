/**
 * Generated SVG artwork for the sandbox image CDN: logos, banners in any content language, vendor badges, payment and
 * licence marks, content illustrations and placeholders.
 */
import { hue } from './colour';

export function escapeXml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

const FONT = "font-family='Segoe UI, Helvetica Neue, Arial, sans-serif'";

/**
 * Font stacks per content language, each ending in the generic sans-serif so any system draws something: the
 * script's common system fonts first (Thai, CJK and Hangul glyphs are missing from most Latin fonts, and picking
 * them by language keeps Chinese and Korean forms right). Font names are left unquoted: a sequence of identifiers is
 * a valid family name, and the attribute stays single-quoted like the rest of the markup.
 */
const FONT_STACKS: Record<string, string> = {
  th: 'Leelawadee UI, Thonburi, Noto Sans Thai, Tahoma, sans-serif',
  zh: 'PingFang SC, Hiragino Sans GB, Microsoft YaHei, Noto Sans CJK SC, Noto Sans SC, sans-serif',
  ko: 'Apple SD Gothic Neo, Malgun Gothic, Noto Sans CJK KR, Noto Sans KR, sans-serif',
  ar: 'Segoe UI, Geeza Pro, Noto Sans Arabic, Tahoma, sans-serif',
  fa: 'Segoe UI, Geeza Pro, Noto Sans Arabic, Tahoma, sans-serif',
  ur: 'Noto Nastaliq Urdu, Segoe UI, Geeza Pro, Noto Sans Arabic, Tahoma, sans-serif',
  ja: 'Hiragino Sans, Yu Gothic, Meiryo, Noto Sans CJK JP, Noto Sans JP, sans-serif',
  'zh-TW': 'PingFang TC, Microsoft JhengHei, Noto Sans CJK TC, Noto Sans TC, sans-serif',
  hi: 'Nirmala UI, Kohinoor Devanagari, Noto Sans Devanagari, sans-serif',
  bn: 'Nirmala UI, Kohinoor Bangla, Noto Sans Bengali, sans-serif',
  km: 'Khmer UI, Khmer Sangam MN, Noto Sans Khmer, sans-serif',
  lo: 'Lao UI, Lao Sangam MN, Noto Sans Lao, sans-serif',
  my: 'Myanmar Text, Myanmar Sangam MN, Noto Sans Myanmar, sans-serif',
};
const LATIN_STACK = 'Segoe UI, Helvetica Neue, Arial, Noto Sans, sans-serif';

/** Languages written right to left: their text is anchored at the right edge and laid out with direction='rtl'. */
const RTL = new Set(['ar', 'he', 'fa', 'ur']);

export const isRightToLeft = (lang: string) => RTL.has(lang);

/** The font-family attribute for text in `lang`. */
export const fontFamilyFor = (lang: string) => `font-family='${FONT_STACKS[lang] ?? LATIN_STACK}'`;

/**
 * Estimated advance of a text in em at bold weight, for sizing titles to fit: combining marks take no room, CJK and
 * Hangul a full em, Thai, Lao, Khmer and Arabic letters a little over half, Burmese and the Indic scripts more, Latin
 * about 0.6 (capitals more).
 */
export function textWidthEm(text: string): number {
  let em = 0;
  for (const ch of text) {
    if (/\p{M}/u.test(ch)) continue;
    if (/[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]/u.test(ch)) em += 1;
    else if (ch === ' ') em += 0.3;
    else if (/\p{Script=Thai}|\p{Script=Arabic}|\p{Script=Lao}|\p{Script=Khmer}/u.test(ch)) em += 0.6;
    else if (/\p{Script=Myanmar}|\p{Script=Devanagari}|\p{Script=Bengali}/u.test(ch)) em += 0.7;
    else if (/[A-Z0-9%]/.test(ch)) em += 0.7;
    else em += 0.6;
  }
  return em;
}

/** The largest font size up to `max` at which `text` is estimated to fit in `width`. */
function fitFontSize(text: string, width: number, max: number, min = 12): number {
  const em = textWidthEm(text);
  return em === 0 ? max : Math.max(min, Math.min(max, Math.floor(width / em)));
}

/**
 * A brand's logo: its mark and its name in the brand's colour on a white plate of its own, so the name keeps its
 * contrast on a light or a dark header (the name in the brand's colour straight on the dark
 * header was hard to read), and the name fills most of the height (30 of 48 units) so it stays legible when the header
 * draws the logo 24 to 36 px tall.
 */
export function logoSvg(name: string, primary: string, accent: string): string {
  // ~18 px per character at 30 px bold, after the 52 px mark and before an 8 px margin.
  const width = Math.max(120, Math.ceil(textWidthEm(name) * 30) + 60);
  return `<svg xmlns='http://www.w3.org/2000/svg' width='${width}' height='48' viewBox='0 0 ${width} 48' role='img' aria-label='${escapeXml(name)}'>
<rect width='${width}' height='48' rx='10' fill='#ffffff'/>
<rect x='6' y='7' width='34' height='34' rx='9' fill='${primary}'/><circle cx='23' cy='24' r='8.5' fill='${accent}'/>
<text x='48' y='35' ${FONT} font-size='30' font-weight='700' fill='${primary}'>${escapeXml(name)}</text></svg>`;
}

/** A promotional banner (1200×400) with a title in `lang`, laid out right to left for RTL languages. */
export function bannerSvg(title: string, from: string, to: string, subtitle: string, lang = 'en'): string {
  const rtl = isRightToLeft(lang);
  const font = fontFamilyFor(lang);
  const size = fitFontSize(title, 1040, 64, 28);
  // direction='rtl' makes text-anchor='start' the right end of the line, so x is the right margin.
  const text = rtl ? `x='1120' text-anchor='start' direction='rtl' unicode-bidi='embed'` : `x='80' text-anchor='start'`;
  const sub = rtl ? `x='1118' text-anchor='start' direction='rtl' unicode-bidi='embed'` : `x='82' text-anchor='start'`;
  return `<svg xmlns='http://www.w3.org/2000/svg' width='1200' height='400' viewBox='0 0 1200 400' xml:lang='${escapeXml(lang)}' role='img' aria-label='${escapeXml(title)}'>
<defs><linearGradient id='g' x1='0' y1='0' x2='1' y2='1'><stop offset='0' stop-color='${from}'/><stop offset='1' stop-color='${to}'/></linearGradient></defs>
<rect width='1200' height='400' fill='url(#g)'/><circle cx='${rtl ? 160 : 1040}' cy='80' r='220' fill='#ffffff' opacity='0.08'/>
<text ${text} y='200' ${font} font-size='${size}' font-weight='800' fill='#ffffff'>${escapeXml(title)}</text>
<text ${sub} y='260' ${font} font-size='28' fill='#ffffff' opacity='0.85'>${escapeXml(subtitle)}</text></svg>`;
}


/** ~0.62·F per character for bold sans-serif: the measure marks and badges are sized by. */
export const BOLD_CHAR_EM = 0.62;
/** Text in a mark or badge stays within this share of its width. */
export const MARK_TEXT_SHARE = 0.88;

/**
 * Font size (one decimal) at which `text` in bold sans-serif fills at most `width`, capped at `max`: ~0.62 em per
 * character, and more for capitals and digits, which are wider in every common sans-serif.
 */
function labelSize(text: string, width: number, max: number): number {
  let em = 0;
  for (const ch of text) em += /[A-Z0-9]/.test(ch) ? 0.72 : BOLD_CHAR_EM;
  return Math.min(max, Math.floor((width / Math.max(em, BOLD_CHAR_EM)) * 10) / 10);
}

/** Vendor logo placeholder: the name on a coloured card, sized to fit. */
export function badgeSvg(label: string, width = 160, height = 64): string {
  const h = hue(label);
  const text = label.length > 16 ? `${label.slice(0, 15)}…` : label;
  const size = labelSize(text, width * MARK_TEXT_SHARE, 24);
  return `<svg xmlns='http://www.w3.org/2000/svg' width='${width}' height='${height}' viewBox='0 0 ${width} ${height}' role='img' aria-label='${escapeXml(label)}'>
<rect width='${width}' height='${height}' rx='12' fill='hsl(${h},55%,28%)'/>
<text x='50%' y='54%' dominant-baseline='middle' text-anchor='middle' ${FONT} font-size='${size}' font-weight='700' fill='#ffffff'>${escapeXml(text)}</text></svg>`;
}

// ———————————————————————————————————————————————————————————————————— payment and licence marks

/**
 * Payment and licence marks: 100×40 (5:2, the footer shows them 32 px high), one evocative design per name with
 * brand-like colours and simple shapes; no real logo artwork. Every text is sized so that at ~0.62·F per character
 * it spans at most 88 units and stays inside the viewBox.
 */
const MARK_FONT = "font-family='Arial, Helvetica, Segoe UI, sans-serif' font-weight='700'";
const W = 100;
const H = 40;

function mark(label: string, body: string): string {
  return `<svg xmlns='http://www.w3.org/2000/svg' width='${W}' height='${H}' viewBox='0 0 ${W} ${H}' role='img' aria-label='${escapeXml(label)}'>${body}</svg>`;
}

const card = (fill: string, stroke?: string) =>
  stroke
    ? `<rect x='0.5' y='0.5' width='${W - 1}' height='${H - 1}' rx='6' fill='${fill}' stroke='${stroke}'/>`
    : `<rect width='${W}' height='${H}' rx='6' fill='${fill}'/>`;

/** A label of the mark: left-aligned at x unless centred; the size is capped so the text fits what is left. */
function markText(text: string, x: number, y: number, max: number, fill: string, opts: { middle?: boolean; extra?: string } = {}) {
  const room = opts.middle ? Math.min(x, W - x) * 2 - 8 : W - 6 - x;
  const size = labelSize(text, Math.min(room, W * MARK_TEXT_SHARE), max);
  const anchor = opts.middle ? " text-anchor='middle'" : '';
  return `<text x='${x}' y='${y}'${anchor} ${MARK_FONT} font-size='${size}' fill='${fill}'${opts.extra ?? ''}>${escapeXml(text)}</text>`;
}

/** Five-pointed star centred on (cx, cy). */
function star(cx: number, cy: number, r: number, fill: string): string {
  const pts = Array.from({ length: 10 }, (_, i) => {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const d = i % 2 === 0 ? r : r * 0.4;
    return `${(cx + d * Math.cos(a)).toFixed(2)},${(cy + d * Math.sin(a)).toFixed(2)}`;
  });
  return `<polygon points='${pts.join(' ')}' fill='${fill}'/>`;
}

const PAYMENT_MARKS: Record<string, () => string> = {
  visa: () =>
    mark('Visa', card('#1a1f71') +
      `<rect x='10' y='30' width='80' height='3' rx='1.5' fill='#f7b600'/>` +
      markText('VISA', 50, 25, 20, '#ffffff', { middle: true, extra: " font-style='italic'" })),
  mastercard: () =>
    mark('Mastercard', card('#ffffff', '#d1d5db') +
      `<circle cx='41' cy='20' r='13' fill='#eb001b'/><circle cx='59' cy='20' r='13' fill='#f79e1b'/>` +
      `<path d='M50 10.62 A13 13 0 0 1 50 29.38 A13 13 0 0 1 50 10.62 Z' fill='#ff5f00'/>`),
  'bank-transfer': () =>
    mark('Bank transfer', card('#ffffff', '#cbd5e1') +
      `<g fill='#0f4c81'><path d='M20 6 L33 13.5 L7 13.5 Z'/><rect x='8' y='15' width='24' height='2'/>` +
      `<rect x='10' y='18.5' width='3' height='10'/><rect x='15.7' y='18.5' width='3' height='10'/>` +
      `<rect x='21.3' y='18.5' width='3' height='10'/><rect x='27' y='18.5' width='3' height='10'/>` +
      `<rect x='7' y='30' width='26' height='3'/></g>` +
      markText('Bank', 38, 21, 15, '#0f4c81') + markText('TRANSFER', 38, 31, 7.5, '#475569')),
  usdt: () =>
    mark('USDT', card('#ffffff', '#cbd5e1') +
      `<circle cx='20' cy='20' r='13' fill='#26a17b'/>` +
      `<path d='M13 12.5h14v3.5h-5v13h-4v-13h-5z' fill='#ffffff'/>` +
      `<ellipse cx='20' cy='18.5' rx='8.5' ry='2.4' fill='none' stroke='#ffffff' stroke-width='1.4'/>` +
      markText('USDT', 38, 26, 16, '#26a17b')),
  momo: () =>
    mark('MoMo', card('#a50064') +
      `<rect x='7' y='8' width='24' height='24' rx='6' fill='#ffffff'/>` +
      markText('mo', 19, 18.5, 10, '#a50064', { middle: true }) + markText('mo', 19, 28.5, 10, '#a50064', { middle: true }) +
      markText('MoMo', 37, 26, 17, '#ffffff')),
  zalopay: () =>
    mark('ZaloPay', card('#ffffff', '#cbd5e1') +
      `<rect x='7' y='8' width='24' height='24' rx='6' fill='#0068ff'/>` +
      markText('Z', 19, 26, 16, '#ffffff', { middle: true }) +
      `<text x='36' y='25' ${MARK_FONT} font-size='${labelSize('ZaloPay', W - 6 - 36, 13)}'><tspan fill='#0068ff'>Zalo</tspan><tspan fill='#00b14f'>Pay</tspan></text>`),
  gcash: () =>
    mark('GCash', card('#007dfe') +
      `<circle cx='19' cy='20' r='11' fill='#ffffff'/>` +
      markText('G', 19, 25, 14, '#007dfe', { middle: true }) +
      markText('GCash', 36, 26, 16, '#ffffff')),
  maya: () =>
    mark('Maya', card('#111111') +
      `<circle cx='14' cy='20' r='4' fill='#00d26a'/>` +
      markText('maya', 54, 27, 20, '#00d26a', { middle: true })),
};

const LICENCE_MARKS: Record<string, () => string> = {
  curacao: () =>
    mark('Curaçao', card('#002b7f') +
      `<rect x='0' y='27' width='${W}' height='5' fill='#f9e814'/>` +
      star(11, 10, 4, '#ffffff') + star(20, 16, 3, '#ffffff') +
      markText('Curaçao', 60, 21, 13, '#ffffff', { middle: true })),
  gli: () =>
    mark('GLI', card('#ffffff', '#cbd5e1') +
      `<circle cx='19' cy='20' r='12' fill='#00599c'/>` +
      `<path d='M13 20.5 l4 4 l8 -9' fill='none' stroke='#ffffff' stroke-width='2.6' stroke-linecap='round' stroke-linejoin='round'/>` +
      markText('GLI', 37, 22, 18, '#00599c') + markText('CERTIFIED', 37, 32, 7, '#475569')),
  bmm: () =>
    mark('BMM Testlabs', card('#ffffff', '#cbd5e1') +
      `<rect x='7' y='8' width='24' height='24' rx='4' fill='#c8102e'/>` +
      `<path d='M16 11h6v2h-1v5.5l5 8.2a1 1 0 0 1-.9 1.5H12.9a1 1 0 0 1-.9-1.5l5-8.2V13h-1z' fill='#ffffff'/>` +
      markText('BMM', 37, 22, 18, '#c8102e') + markText('TESTLABS', 37, 32, 7, '#475569')),
  pagcor: () =>
    mark('PAGCOR', card('#ffffff', '#cbd5e1') +
      `<g stroke='#e0a800' stroke-width='2' stroke-linecap='round'>` +
      Array.from({ length: 8 }, (_, i) => {
        const a = (i * Math.PI) / 4;
        const [x1, y1, x2, y2] = [18 + 8 * Math.cos(a), 18 + 8 * Math.sin(a), 18 + 11 * Math.cos(a), 18 + 11 * Math.sin(a)];
        return `<line x1='${x1.toFixed(2)}' y1='${y1.toFixed(2)}' x2='${x2.toFixed(2)}' y2='${y2.toFixed(2)}'/>`;
      }).join('') +
      `</g><circle cx='18' cy='18' r='6' fill='#fcd116'/>` +
      `<rect x='6' y='33' width='44' height='3' fill='#0038a8'/><rect x='50' y='33' width='44' height='3' fill='#ce1126'/>` +
      markText('PAGCOR', 34, 24, 13, '#0038a8')),
};

/** A mark for any other name: the name on a card coloured from it, shortened and sized to fit. */
function genericMark(name: string): string {
  const label = name.replace(/[-_]+/g, ' ').trim().toUpperCase() || '?';
  const text = label.length > 14 ? `${label.slice(0, 13)}…` : label;
  // Baseline a little below the middle by the font's x-height, so short and long (smaller) labels sit centred.
  const y = Math.round((20 + labelSize(text, W * MARK_TEXT_SHARE, 16) * 0.36) * 10) / 10;
  return mark(label, card(`hsl(${hue(name)},55%,28%)`) + markText(text, 50, y, 16, '#ffffff', { middle: true }));
}

/** Own design when the name has one (an own property: "constructor" is just a name), else the generic mark. */
function designed(marks: Record<string, () => string>, name: string): string {
  const key = name.toLowerCase();
  return Object.hasOwn(marks, key) ? marks[key]!() : genericMark(name);
}

export const paymentMarkSvg = (name: string) => designed(PAYMENT_MARKS, name);
export const licenceMarkSvg = (name: string) => designed(LICENCE_MARKS, name);

/** Names with their own design (the rest get the generic mark). */
export const DESIGNED_MARKS = { payments: Object.keys(PAYMENT_MARKS), licences: Object.keys(LICENCE_MARKS) };

// ———————————————————————————————————————————————————————————————————————————— content illustrations

/**
 * Illustrations that notice and help HTML embed (480×160, no text so they suit every language). Unknown names are
 * not drawn: the CDN answers 404, so a content link to a missing image shows up in tests.
 */
const ILLUSTRATIONS: Record<string, () => string> = {
  maintenance: () => {
    const teeth = Array.from({ length: 8 }, (_, i) => `<rect x='-7' y='-44' width='14' height='16' rx='3' transform='rotate(${i * 45})'/>`).join('');
    return illustration('#1e293b', '#334155',
      `<g transform='translate(200 80)' fill='#94a3b8'>${teeth}<circle r='32'/><circle r='13' fill='#1e293b'/></g>` +
      `<g transform='translate(290 86) rotate(-40)' fill='#f59e0b'><rect x='-7' y='-6' width='70' height='14' rx='7'/>` +
      `<path d='M-24 -20 a22 22 0 1 0 22 30 l-8 -10 l-12 2 l-4 -12 z'/></g>`);
  },
  deposit: () =>
    illustration('#064e3b', '#0f766e',
      `<rect x='170' y='52' width='150' height='86' rx='14' fill='#34d399'/><rect x='270' y='78' width='58' height='34' rx='9' fill='#065f46'/>` +
      `<circle cx='290' cy='95' r='6' fill='#fcd34d'/>` +
      `<path d='M120 20 v34 h-14 l24 26 l24 -26 h-14 v-34 z' fill='#fcd34d' transform='translate(80 -8)'/>`),
  withdraw: () =>
    illustration('#1e3a8a', '#1d4ed8',
      `<rect x='90' y='52' width='130' height='80' rx='14' fill='#93c5fd'/><rect x='175' y='76' width='52' height='32' rx='9' fill='#1e40af'/>` +
      `<circle cx='194' cy='92' r='6' fill='#fcd34d'/>` +
      `<path d='M240 84 h60 v-16 l30 26 l-30 26 v-16 h-60 z' fill='#fcd34d'/>` +
      `<g fill='#e0e7ff'><path d='M380 40 l34 18 h-68 z'/><rect x='348' y='62' width='64' height='5'/>` +
      `<rect x='352' y='71' width='8' height='34'/><rect x='368' y='71' width='8' height='34'/><rect x='384' y='71' width='8' height='34'/>` +
      `<rect x='400' y='71' width='8' height='34'/><rect x='344' y='108' width='72' height='8'/></g>`),
};

function illustration(from: string, to: string, body: string): string {
  return `<svg xmlns='http://www.w3.org/2000/svg' width='480' height='160' viewBox='0 0 480 160' role='img'>
<defs><linearGradient id='g' x1='0' y1='0' x2='1' y2='1'><stop offset='0' stop-color='${from}'/><stop offset='1' stop-color='${to}'/></linearGradient></defs>
<rect width='480' height='160' rx='16' fill='url(#g)'/>${body}</svg>`;
}

/** The illustration of that name, or undefined when there is none. */
export function illustrationSvg(name: string): string | undefined {
  return Object.hasOwn(ILLUSTRATIONS, name) ? ILLUSTRATIONS[name]!() : undefined;
}

/** Splits a name into at most two lines of about `perLine` characters, at spaces. */
function twoLines(name: string, perLine: number): string[] {
  const words = name.split(' ');
  const lines: string[] = [''];
  for (const w of words) {
    const current = lines[lines.length - 1]!;
    if (current === '' || `${current} ${w}`.length <= perLine || lines.length === 2) lines[lines.length - 1] = current ? `${current} ${w}` : w;
    else lines.push(w);
  }
  return lines.map((l) => (l.length > perLine + 4 ? `${l.slice(0, perLine + 3)}…` : l));
}

/**
 * A game tile (square): the game's name and vendor on a gradient whose hue comes from the name. rx1 is 150 px, rx2
 * the same drawing at 300 px.
 */
export function gameTileSvg(gameName: string, vendorName: string, size: 'rx1' | 'rx2'): string {
  const px = size === 'rx1' ? 150 : 300;
  const h = hue(`${gameName}/${vendorName}`);
  const lines = twoLines(gameName, 13);
  const fontSize = Math.min(20, ...lines.map((l) => labelSize(l, 132, 20)));
  const first = lines.length === 1 ? 80 : 68;
  const text = lines
    .map((l, i) => `<text x='75' y='${first + i * (fontSize + 4)}' text-anchor='middle' ${FONT} font-size='${fontSize}' font-weight='800' fill='#ffffff'>${escapeXml(l)}</text>`)
    .join('');
  return `<svg xmlns='http://www.w3.org/2000/svg' width='${px}' height='${px}' viewBox='0 0 150 150' role='img' aria-label='${escapeXml(`${gameName}, ${vendorName}`)}'>
<defs><linearGradient id='t' x1='0' y1='0' x2='1' y2='1'><stop offset='0' stop-color='hsl(${h},65%,42%)'/><stop offset='1' stop-color='hsl(${(h + 50) % 360},70%,22%)'/></linearGradient>
<clipPath id='c'><rect width='150' height='150' rx='14'/></clipPath></defs>
<g clip-path='url(#c)'><rect width='150' height='150' fill='url(#t)'/><circle cx='122' cy='24' r='46' fill='#ffffff' opacity='0.1'/></g>
${text}<rect x='20' y='118' width='110' height='20' rx='10' fill='#000000' opacity='0.3'/>
<text x='75' y='132' text-anchor='middle' ${FONT} font-size='${labelSize(vendorName, 100, 11)}' font-weight='600' fill='#ffffff'>${escapeXml(vendorName)}</text></svg>`;
}
