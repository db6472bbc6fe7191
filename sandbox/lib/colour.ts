/** The sandbox's drawn art (game tiles, vendor logos, the slider's background, SVG badges) picks its colours here. */

/** A deterministic hue (0–359) from a string: the same game or vendor always gets the same colour. */
export function hue(s: string): number {
  let h = 0;
  for (const ch of s) h = (h * 31 + ch.charCodeAt(0)) % 360;
  return h;
}

/** HSL (hue in degrees, saturation and lightness 0–1) to RGB 0–255. */
export function hsl(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
}
