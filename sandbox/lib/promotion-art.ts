/**
 * A promotion's image (1200×400, the ratio the site shows promotions at): the title in its language on a gradient of
 * the category's colours, with a glyph of the category, and the brand. Right-to-left languages mirror the layout.
 */
import { escapeXml, fontFamilyFor, isRightToLeft, textWidthEm } from './images';

/** Gradient stops per category; anything else gets the brand's colours. */
const CATEGORY_COLOURS: Record<string, [string, string]> = {
  sports: ['#065f46', '#16a34a'],
  live: ['#7f1d1d', '#dc2626'],
  slots: ['#581c87', '#c026d3'],
  card: ['#1e293b', '#475569'],
  fish: ['#0c4a6e', '#0891b2'],
  lotto: ['#78350f', '#d97706'],
  rebate: ['#134e4a', '#0d9488'],
  points_mall: ['#713f12', '#ca8a04'],
  ranking: ['#7c2d12', '#ea580c'],
  deposit: ['#14532d', '#65a30d'],
  download: ['#1e3a8a', '#2563eb'],
  new_player: ['#831843', '#db2777'],
  game: ['#312e81', '#7c3aed'],
  others: ['#3f3f46', '#71717a'],
};

/** A simple white glyph per category, drawn in a 240×240 box at the origin. */
const GLYPHS: Record<string, string> = {
  sports:
    `<circle cx='120' cy='120' r='96' fill='none' stroke='#fff' stroke-width='12'/>` +
    `<polygon points='120,76 162,106 146,154 94,154 78,106' fill='#fff'/>` +
    `<path d='M120 76V30M162 106l42-16M146 154l26 38M94 154l-26 38M78 106l-42-16' stroke='#fff' stroke-width='10'/>`,
  live:
    `<circle cx='120' cy='120' r='96' fill='#fff'/><circle cx='120' cy='120' r='64' fill='none' stroke='#dc2626' stroke-width='12' stroke-dasharray='24 18'/>` +
    `<circle cx='120' cy='120' r='36' fill='#dc2626'/>`,
  slots:
    `<rect x='20' y='50' width='200' height='140' rx='22' fill='#fff'/>` +
    `<text x='120' y='150' text-anchor='middle' font-family='Arial, sans-serif' font-size='84' font-weight='900' fill='#c026d3'>777</text>`,
  card:
    `<rect x='34' y='44' width='110' height='156' rx='14' fill='#fff' transform='rotate(-12 89 122)'/>` +
    `<rect x='96' y='40' width='110' height='156' rx='14' fill='#fff' stroke='#475569' stroke-width='4' transform='rotate(10 151 118)'/>` +
    `<path d='M151 84c-24 26-40 36-40 54 0 14 16 22 32 12l-6 22h28l-6-22c16 10 32 2 32-12 0-18-16-28-40-54z' fill='#1e293b'/>`,
  fish:
    `<ellipse cx='110' cy='120' rx='82' ry='52' fill='#fff'/><polygon points='180,120 230,76 230,164' fill='#fff'/>` +
    `<circle cx='70' cy='108' r='10' fill='#0891b2'/>`,
  lotto:
    `<circle cx='120' cy='120' r='96' fill='#fff'/><circle cx='120' cy='120' r='56' fill='#d97706'/>` +
    `<text x='120' y='144' text-anchor='middle' font-family='Arial, sans-serif' font-size='68' font-weight='900' fill='#fff'>8</text>`,
  rebate:
    `<path d='M196 120a76 76 0 1 1-22-54' fill='none' stroke='#fff' stroke-width='16' stroke-linecap='round'/>` +
    `<polygon points='150,40 214,56 178,100' fill='#fff'/>` +
    `<text x='120' y='146' text-anchor='middle' font-family='Arial, sans-serif' font-size='72' font-weight='900' fill='#fff'>%</text>`,
  points_mall:
    `<polygon points='120,18 148,88 222,90 164,136 184,208 120,166 56,208 76,136 18,90 92,88' fill='#fff'/>`,
  ranking:
    `<path d='M64 34h112v56a56 56 0 0 1-112 0z' fill='#fff'/><path d='M64 50H26c0 40 20 60 44 62M176 50h38c0 40-20 60-44 62' fill='none' stroke='#fff' stroke-width='12'/>` +
    `<rect x='106' y='146' width='28' height='36' fill='#fff'/><rect x='70' y='182' width='100' height='24' rx='6' fill='#fff'/>`,
  deposit:
    `<ellipse cx='120' cy='176' rx='86' ry='26' fill='#fff'/><rect x='34' y='112' width='172' height='64' fill='#fff'/>` +
    `<ellipse cx='120' cy='112' rx='86' ry='26' fill='#d9f99d'/><ellipse cx='120' cy='72' rx='60' ry='20' fill='#fff'/>` +
    `<rect x='60' y='40' width='120' height='32' fill='#fff'/><ellipse cx='120' cy='40' rx='60' ry='20' fill='#d9f99d'/>`,
  download:
    `<rect x='62' y='18' width='116' height='204' rx='20' fill='#fff'/><rect x='76' y='42' width='88' height='150' rx='6' fill='#2563eb'/>` +
    `<path d='M120 70v74M92 118l28 28 28-28' fill='none' stroke='#fff' stroke-width='14' stroke-linecap='round' stroke-linejoin='round'/>`,
  new_player:
    `<rect x='30' y='96' width='180' height='120' rx='10' fill='#fff'/><rect x='20' y='70' width='200' height='40' rx='8' fill='#fff'/>` +
    `<rect x='108' y='70' width='24' height='146' fill='#db2777'/>` +
    `<path d='M120 70c-20-40-70-44-70-16 0 18 40 18 70 16zM120 70c20-40 70-44 70-16 0 18-40 18-70 16z' fill='#fff'/>`,
  game:
    `<path d='M60 70h120c34 0 56 40 56 90 0 40-30 50-52 24l-22-26H78l-22 26c-22 26-52 16-52-24 0-50 22-90 56-90z' fill='#fff'/>` +
    `<path d='M70 110v40M50 130h40' stroke='#7c3aed' stroke-width='12' stroke-linecap='round'/>` +
    `<circle cx='168' cy='116' r='11' fill='#7c3aed'/><circle cx='190' cy='140' r='11' fill='#7c3aed'/>`,
  others:
    `<polygon points='120,10 140,84 214,64 160,120 214,176 140,156 120,230 100,156 26,176 80,120 26,64 100,84' fill='#fff'/>`,
};

/**
 * The title on one line in `width`: as large as fits, between 28 and 64; a title too long even at 28 is cut, with an
 * ellipsis, so it never runs under the glyph.
 */
function fitTitle(title: string, width: number): { text: string; size: number } {
  const em = textWidthEm(title);
  if (em * 28 <= width) return { text: title, size: em === 0 ? 64 : Math.min(64, Math.floor(width / em)) };
  const chars = Array.from(title);
  while (chars.length > 1 && textWidthEm(`${chars.join('')}…`) * 28 > width) chars.pop();
  return { text: `${chars.join('').trimEnd()}…`, size: 28 };
}

export function promotionSvg(title: string, category: string, brand: string, lang: string, fallback: [string, string]): string {
  const rtl = isRightToLeft(lang);
  const [from, to] = CATEGORY_COLOURS[category] ?? fallback;
  const font = fontFamilyFor(lang);
  const { text, size } = fitTitle(title, 740);
  // Text on one side, the glyph on the other; direction='rtl' makes text-anchor='start' the right end of a line.
  const anchor = rtl ? `x='1120' text-anchor='start' direction='rtl' unicode-bidi='embed'` : `x='80' text-anchor='start'`;
  const glyphX = rtl ? 80 : 880;
  return `<svg xmlns='http://www.w3.org/2000/svg' width='1200' height='400' viewBox='0 0 1200 400' xml:lang='${escapeXml(lang)}' role='img' aria-label='${escapeXml(title)}'>
<defs><linearGradient id='g' x1='0' y1='0' x2='1' y2='1'><stop offset='0' stop-color='${from}'/><stop offset='1' stop-color='${to}'/></linearGradient></defs>
<rect width='1200' height='400' fill='url(#g)'/><circle cx='${glyphX + 120}' cy='200' r='180' fill='#ffffff' opacity='0.1'/>
<g transform='translate(${glyphX} 80)' opacity='0.95'>${GLYPHS[category] ?? GLYPHS.others}</g>
<text ${anchor} y='206' ${font} font-size='${size}' font-weight='800' fill='#ffffff'>${escapeXml(text)}</text>
<text ${anchor} y='266' ${font} font-size='28' fill='#ffffff' opacity='0.85'>${escapeXml(brand)}</text></svg>`;
}
