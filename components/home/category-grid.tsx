import { getTranslations } from 'next-intl/server';
import type { NavCategory } from '@/lib/platform/games';
import { LocalizedLink } from '@/components/ui/localized-link';

/** The merchant's game categories (only those with vendors), each with a few of its vendors' logos. */
export async function CategoryGrid({ categories }: { categories: NavCategory[] }) {
  const t = await getTranslations('Home');
  const nav = await getTranslations('Nav');
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
      {categories.map((category) => {
        const name = nav(`categories.${category.category}`);
        return (
          <li key={category.category}>
            <LocalizedLink
              href={category.path}
              className="flex h-full flex-col gap-3 rounded-xl border border-line bg-surface-raised p-4 transition hover:-translate-y-0.5 hover:border-brand"
            >
              <span className="text-lg font-semibold">{name}</span>
              <span className="text-sm text-ink-muted">{t('providers', { count: category.vendors.length })}</span>
              <span className="mt-auto flex flex-wrap gap-1.5" aria-hidden="true">
                {category.vendors.slice(0, 4).map((vendor) => (
                  // eslint-disable-next-line @next/next/no-img-element
                  <img
                    key={vendor.code}
                    src={vendor.logoUrl}
                    alt=""
                    loading="lazy"
                    className="h-7 w-auto rounded-md bg-surface-sunken object-contain"
                  />
                ))}
              </span>
            </LocalizedLink>
          </li>
        );
      })}
    </ul>
  );
}
