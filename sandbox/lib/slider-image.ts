/**
 * The slider puzzle's pictures as PNGs (sandbox/lib/png.ts): a background with a gap and the piece that fills it. Only
 * pixels say where the gap is; no markup names it, so a script cannot read the answer from the page.
 */
import { encodePng } from './png';
import { hsl } from './colour';

export const SLIDER_WIDTH = 400;
export const SLIDER_HEIGHT = 100;
export const PIECE_WIDTH = 48;

/**
 * The gap's left edge in pixels for an answer of `x` of `steps`: where the site draws the piece's left edge at that
 * position (left = x / steps × (width − piece width), components/verification/slider-check.tsx).
 */
export function gapLeft(x: number, steps: number): number {
  return Math.round((x * (SLIDER_WIDTH - PIECE_WIDTH)) / steps);
}

type Rgb = ReturnType<typeof hsl>;


/** Draws a background (a gradient with soft discs and faint stripes) and returns its pixels, RGB row by row. */
function drawBackground(random: () => number): Uint8Array {
  const w = SLIDER_WIDTH;
  const h = SLIDER_HEIGHT;
  const px = new Uint8Array(w * h * 3);
  const hue = random() * 360;
  const from = hsl(hue, 0.6, 0.45);
  const to = hsl((hue + 60 + random() * 60) % 360, 0.65, 0.33);
  const discs = Array.from({ length: 10 }, () => ({
    cx: random() * w,
    cy: random() * h,
    r: 10 + random() * 22,
    // Lighter or darker, faintly: the gap is not the only shade in the picture.
    tone: random() < 0.7 ? 255 : 0,
    alpha: 0.1 + random() * 0.12,
  }));
  const stripe = 14 + Math.floor(random() * 10);
  const slant = random() < 0.5 ? 1 : -1;
  for (let y = 0; y < h; y += 1) {
    for (let x = 0; x < w; x += 1) {
      const t = (x / w + y / h) / 2;
      let rgb: Rgb = [from[0] + (to[0] - from[0]) * t, from[1] + (to[1] - from[1]) * t, from[2] + (to[2] - from[2]) * t];
      for (const d of discs) {
        if ((x - d.cx) ** 2 + (y - d.cy) ** 2 <= d.r ** 2) rgb = rgb.map((c) => c + (d.tone - c) * d.alpha) as Rgb;
      }
      if ((((x + slant * y) % stripe) + stripe) % stripe < 2) rgb = rgb.map((c) => c + (255 - c) * 0.06) as Rgb;
      const i = (y * w + x) * 3;
      px[i] = Math.round(rgb[0]);
      px[i + 1] = Math.round(rgb[1]);
      px[i + 2] = Math.round(rgb[2]);
    }
  }
  return px;
}

/**
 * A puzzle for the answer `x` (of `steps`): the background PNG with the gap darkened and outlined, and the piece PNG,
 * the picture as it was under the gap with a dark frame. `random` is injectable for deterministic tests.
 */
export function renderSliderPuzzle(x: number, steps: number, random: () => number = Math.random): { background: Buffer; piece: Buffer } {
  const w = SLIDER_WIDTH;
  const h = SLIDER_HEIGHT;
  const px = drawBackground(random);
  const left = gapLeft(x, steps);

  const piece = new Uint8Array(PIECE_WIDTH * h * 3);
  for (let y = 0; y < h; y += 1) {
    for (let dx = 0; dx < PIECE_WIDTH; dx += 1) {
      const from = (y * w + left + dx) * 3;
      const to = (y * PIECE_WIDTH + dx) * 3;
      const edge = Math.min(dx, PIECE_WIDTH - 1 - dx, y, h - 1 - y);
      for (let c = 0; c < 3; c += 1) {
        const under = px[from + c]!;
        // The piece: a dark frame, a light line inside it, then the picture.
        piece[to + c] = edge < 2 ? [31, 41, 55][c]! : edge < 3 ? 240 : under;
        // The gap: the picture darkened, with a light outline.
        px[from + c] = edge < 2 ? Math.round(under + (255 - under) * 0.6) : Math.round(under * 0.5);
      }
    }
  }
  return { background: encodePng(w, h, px), piece: encodePng(PIECE_WIDTH, h, piece) };
}

export function pngDataUrl(png: Buffer): string {
  return `data:image/png;base64,${png.toString('base64')}`;
}
