/** Generated SVG artwork for the sandbox image CDN: logos, banners, vendor logos, badges and placeholders. */

export function escapeXml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

const FONT = "font-family='Segoe UI, Helvetica, Arial, sans-serif'";

export function logoSvg(name: string, primary: string, accent: string): string {
  // ~15 px per character at 26 px bold, after the 50 px mark.
  const width = Math.max(120, Math.ceil(15.5 * name.length) + 58);
  return `<svg xmlns='http://www.w3.org/2000/svg' width='${width}' height='48' viewBox='0 0 ${width} 48' role='img' aria-label='${escapeXml(name)}'>
<rect x='2' y='6' width='36' height='36' rx='9' fill='${primary}'/><circle cx='20' cy='24' r='9' fill='${accent}'/>
<text x='50' y='33' ${FONT} font-size='26' font-weight='700' fill='${primary}'>${escapeXml(name)}</text></svg>`;
}

export function bannerSvg(title: string, from: string, to: string, subtitle: string): string {
  return `<svg xmlns='http://www.w3.org/2000/svg' width='1200' height='400' viewBox='0 0 1200 400' role='img' aria-label='${escapeXml(title)}'>
<defs><linearGradient id='g' x1='0' y1='0' x2='1' y2='1'><stop offset='0' stop-color='${from}'/><stop offset='1' stop-color='${to}'/></linearGradient></defs>
<rect width='1200' height='400' fill='url(#g)'/><circle cx='1040' cy='80' r='220' fill='#ffffff' opacity='0.08'/>
<text x='80' y='200' ${FONT} font-size='64' font-weight='800' fill='#ffffff'>${escapeXml(title)}</text>
<text x='82' y='260' ${FONT} font-size='28' fill='#ffffff' opacity='0.85'>${escapeXml(subtitle)}</text></svg>`;
}

/** A deterministic colour from a string, for vendor and badge art. */
function hue(s: string): number {
  let h = 0;
  for (const ch of s) h = (h * 31 + ch.charCodeAt(0)) % 360;
  return h;
}

export function badgeSvg(label: string, width = 160, height = 64): string {
  const h = hue(label);
  return `<svg xmlns='http://www.w3.org/2000/svg' width='${width}' height='${height}' viewBox='0 0 ${width} ${height}' role='img' aria-label='${escapeXml(label)}'>
<rect width='${width}' height='${height}' rx='12' fill='hsl(${h},55%,28%)'/>
<text x='50%' y='54%' dominant-baseline='middle' text-anchor='middle' ${FONT} font-size='${Math.min(24, Math.floor((width * 1.6) / Math.max(label.length, 4)))}' font-weight='700' fill='#ffffff'>${escapeXml(label)}</text></svg>`;
}

/** QR placeholder: the site renders real QR codes from the resource url itself. */
export function qrPlaceholderSvg(label: string): string {
  const cells: string[] = [];
  let seed = hue(label) + 7;
  for (let y = 0; y < 21; y++) {
    for (let x = 0; x < 21; x++) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      const finder = (x < 7 && y < 7) || (x > 13 && y < 7) || (x < 7 && y > 13);
      const on = finder ? x % 6 === 0 || y % 6 === 0 || (x % 7 > 1 && x % 7 < 5 && y % 7 > 1 && y % 7 < 5) : seed % 3 === 0;
      if (on) cells.push(`<rect x='${x * 8 + 16}' y='${y * 8 + 16}' width='8' height='8'/>`);
    }
  }
  return `<svg xmlns='http://www.w3.org/2000/svg' width='200' height='200' viewBox='0 0 200 200' role='img' aria-label='${escapeXml(label)}'>
<rect width='200' height='200' fill='#ffffff'/><g fill='#111111'>${cells.join('')}</g></svg>`;
}

/** Slider puzzle background: 400×100 gradient with a darker gap (48 px wide) at gapX px. */
export function sliderBackgroundSvg(gapX: number, seed: number): string {
  const h = seed % 360;
  const dots = Array.from({ length: 9 }, (_, i) => {
    const cx = (i * 47 + seed * 13) % 400;
    const cy = (i * 31 + seed * 7) % 100;
    return `<circle cx='${cx}' cy='${cy}' r='${10 + ((i * 5 + seed) % 14)}' fill='#ffffff' opacity='0.12'/>`;
  }).join('');
  return `<svg xmlns='http://www.w3.org/2000/svg' width='400' height='100' viewBox='0 0 400 100'>
<defs><linearGradient id='g' x1='0' y1='0' x2='1' y2='1'><stop offset='0' stop-color='hsl(${h},60%,45%)'/><stop offset='1' stop-color='hsl(${(h + 80) % 360},65%,35%)'/></linearGradient></defs>
<rect width='400' height='100' fill='url(#g)'/>${dots}
<rect x='${gapX}' y='0' width='48' height='100' fill='#000000' opacity='0.45' stroke='#ffffff' stroke-opacity='0.6' stroke-width='2'/></svg>`;
}

/** The matching piece: a bright 48×100 rectangle. */
export function sliderPieceSvg(): string {
  return `<svg xmlns='http://www.w3.org/2000/svg' width='48' height='100' viewBox='0 0 48 100'>
<rect x='1' y='1' width='46' height='98' rx='4' fill='#ffffff' opacity='0.92' stroke='#1f2937' stroke-width='2'/>
<path d='M16 50 L32 50 M26 44 L32 50 L26 56' stroke='#1f2937' stroke-width='3' fill='none' stroke-linecap='round'/></svg>`;
}

export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}
