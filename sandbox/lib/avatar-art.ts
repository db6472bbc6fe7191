/**
 * The avatar pictures of the sandbox's image CDN (/cdn/avatars/<name>.svg): an emblem on a round gradient, 96×96, no
 * text. Unknown names are not drawn: the CDN answers 404, as it does for a picture taken off an operator's CDN.
 */

/** Each picture: its gradient and its emblem, drawn on a 96-unit square. */
const AVATARS: Record<string, { from: string; to: string; emblem: string }> = {
  star: {
    from: '#f59e0b',
    to: '#b45309',
    emblem: "<path d='M48 18l8.8 18.6 20.4 2.6-15 14 3.8 20.2L48 63.6 30 73.4l3.8-20.2-15-14 20.4-2.6z' fill='#fffbeb'/>",
  },
  crown: {
    from: '#8b5cf6',
    to: '#4c1d95',
    emblem:
      "<path d='M22 64l-4-32 16 12 14-20 14 20 16-12-4 32z' fill='#fde68a'/><rect x='22' y='67' width='52' height='8' rx='3' fill='#fde68a'/>" +
      "<circle cx='48' cy='50' r='5' fill='#7c3aed'/>",
  },
  diamond: {
    from: '#06b6d4',
    to: '#155e75',
    emblem:
      "<path d='M30 26h36l12 16-30 34-30-34z' fill='#ecfeff'/><path d='M18 42h60M40 26l-6 16 14 34 14-34-6-16' fill='none' stroke='#0e7490' stroke-width='3' stroke-linejoin='round'/>",
  },
  clover: {
    from: '#22c55e',
    to: '#166534',
    emblem:
      "<g fill='#f0fdf4'><circle cx='38' cy='38' r='12'/><circle cx='58' cy='38' r='12'/><circle cx='38' cy='58' r='12'/><circle cx='58' cy='58' r='12'/></g>" +
      "<path d='M48 48q8 18 20 28' fill='none' stroke='#f0fdf4' stroke-width='5' stroke-linecap='round'/>",
  },
  moon: {
    from: '#3b82f6',
    to: '#1e1b4b',
    emblem:
      "<path d='M56 18a30 30 0 1 0 22 48 24 24 0 1 1-22-48z' fill='#fef9c3'/><circle cx='66' cy='30' r='3' fill='#fef9c3'/><circle cx='74' cy='44' r='2' fill='#fef9c3'/>",
  },
  bolt: {
    from: '#ef4444',
    to: '#7f1d1d',
    emblem: "<path d='M54 14L26 54h18l-6 28 30-42H50z' fill='#fef2f2'/>",
  },
};

/** The picture of that name as SVG, or undefined when there is none. */
export function avatarSvg(name: string): string | undefined {
  if (!Object.hasOwn(AVATARS, name)) return undefined;
  const { from, to, emblem } = AVATARS[name]!;
  return `<svg xmlns='http://www.w3.org/2000/svg' width='96' height='96' viewBox='0 0 96 96'>
<defs><linearGradient id='g' x1='0' y1='0' x2='1' y2='1'><stop offset='0' stop-color='${from}'/><stop offset='1' stop-color='${to}'/></linearGradient></defs>
<rect width='96' height='96' fill='url(#g)'/>${emblem}</svg>`;
}
