'use client';
import type { NavCategory } from '@/lib/platform/games';
import { LocalizedLink } from '@/components/ui/localized-link';

/**
 * The merchant's game categories (only those with vendors) and how many providers each has. A client component:
 * `categories` is the same object the navigation already carries, so the flight data holds it once, and the
 * labels arrive translated.
 */
export function CategoryGrid({
  categories,
  labels,
}: {
  categories: NavCategory[];
  labels: Record<string, { name: string; providers: string }>;
}) {
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
      {categories.map((category) => (
        <li key={category.category}>
          <LocalizedLink href={category.path} className="category-card">
            <span className="text-lg font-semibold">{labels[category.category]?.name}</span>
            <span className="text-sm text-ink-muted">{labels[category.category]?.providers}</span>
          </LocalizedLink>
        </li>
      ))}
    </ul>
  );
}
