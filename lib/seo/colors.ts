/** Brand colours for drawing (the share image): only #rgb / #rrggbb from the platform, else a fallback. Pure. */

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

export function safeColor(value: string | null | undefined, fallback: string): string {
  if (!value || !HEX.test(value)) return fallback;
  return value.length === 4 ? `#${[...value.slice(1)].map((c) => c + c).join('')}`.toLowerCase() : value.toLowerCase();
}

/** `color` (#rrggbb) mixed with black by `amount` (0–1). */
export function darken(color: string, amount: number): string {
  const hex = safeColor(color, '#000000').slice(1);
  const channel = (i: number) => Math.round(parseInt(hex.slice(i, i + 2), 16) * (1 - amount));
  return `#${[0, 2, 4].map((i) => channel(i).toString(16).padStart(2, '0')).join('')}`;
}
