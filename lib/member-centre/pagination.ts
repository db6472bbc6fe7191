/**
 * The page links of a paged list (spec §9: range 3, margin pages 1): the first `margin` pages, `range` pages around
 * the current one, the last `margin` pages, and a gap where pages are left out. Pure.
 */
export type PageItem = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

export function pageItems(current: number, total: number, range = 3, margin = 1): PageItem[] {
  if (total <= 1) return [];
  const page = Math.min(Math.max(1, current), total);
  const pages = new Set<number>();
  for (let p = 1; p <= Math.min(margin, total); p++) pages.add(p);
  for (let p = Math.max(1, total - margin + 1); p <= total; p++) pages.add(p);
  // `range` pages in a window around the current page, kept inside 1..total.
  let start = Math.max(1, page - Math.floor(range / 2));
  const end = Math.min(total, start + range - 1);
  start = Math.max(1, end - range + 1);
  for (let p = start; p <= end; p++) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((p, i) => {
    const previous = sorted[i - 1];
    // A gap of a single page shows that page: a "…" would take the same room and hide it.
    if (previous !== undefined && p - previous === 2) items.push({ kind: 'page', page: p - 1 });
    else if (previous !== undefined && p - previous > 2) items.push({ kind: 'gap', key: `gap-${previous}-${p}` });
    items.push({ kind: 'page', page: p });
  });
  return items;
}
