/**
 * Game tiles as raster images (PNG), as an operator's image CDN serves them: a diagonal gradient in the game's own
 * colours with two soft discs, no text (the site writes each game's name and vendor under its tile). SVG art with
 * text cost a phone's main thread a layout of its own per tile, with font lookups, and its painting; a PNG is decoded
 * off that thread. Deterministic per game, and kept once drawn.
 */
import { encodePng } from './png';
import { hue, hsl } from './colour';

/** The side of a tile in pixels at each image size (GameDto imgSize rx1 and rx2). */
const SIDES = { rx1: 150, rx2: 300 } as const;
/** Tiles kept once drawn: the seeded catalogues have a few hundred games. */
const KEPT = 4000;
const drawn = new Map<string, Buffer>();



/** A game's tile as PNG bytes, `size` rx1 (150 px) or rx2 (300 px). */
export function gameTilePng(gameName: string, vendorName: string, size: keyof typeof SIDES): Buffer {
  const key = `${size}\u0000${gameName}\u0000${vendorName}`;
  const kept = drawn.get(key);
  if (kept) return kept;
  const side = SIDES[size];
  const h = hue(`${gameName}/${vendorName}`);
  const from = hsl(h, 0.65, 0.42);
  const to = hsl((h + 50) % 360, 0.7, 0.22);
  // Two soft discs, in the 150-unit space the SVG tiles were drawn in: light at the top right, dark at the bottom left.
  const discs = [
    { x: 122, y: 24, r: 46, toward: 255, weight: 0.12 },
    { x: 30, y: 128, r: 34, toward: 0, weight: 0.18 },
  ];
  const scale = side / 150;
  const pixels = new Uint8Array(side * side * 3);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const t = (x + y) / (2 * (side - 1));
      const i = (y * side + x) * 3;
      for (let c = 0; c < 3; c++) {
        let value = from[c]! + (to[c]! - from[c]!) * t;
        for (const disc of discs) {
          const d = Math.hypot(x / scale - disc.x, y / scale - disc.y);
          // An edge a pixel wide, so the discs are smooth at either size.
          const cover = Math.max(0, Math.min(1, disc.r - d + 0.5));
          value += (disc.toward - value) * disc.weight * cover;
        }
        pixels[i + c] = Math.round(value);
      }
    }
  }
  const png = encodePng(side, side, pixels);
  if (drawn.size >= KEPT) drawn.delete(drawn.keys().next().value!);
  drawn.set(key, png);
  return png;
}
