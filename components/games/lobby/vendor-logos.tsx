import 'server-only';
import { getTranslations } from 'next-intl/server';
import { IntentLink } from '@/components/ui/intent-link';
import { catalogueFor } from '@/lib/games/catalogue';
import type { NavCategory } from '@/lib/platform/games';

interface VendorLink {
  code: string;
  name: string;
  logoUrl: string;
  href: string;
}

/**
 * Every vendor once, each leading to its games: the catalogue of the first category it serves, filtered to it (sports
 * and e-sports lobbies and the lottery have no vendor filter: their page). Pure, for the lobby.
 */
export function vendorLinks(categories: NavCategory[]): VendorLink[] {
  const seen = new Set<string>();
  const links: VendorLink[] = [];
  for (const { category, path, vendors } of categories) {
    for (const v of vendors) {
      if (seen.has(v.code)) continue;
      seen.add(v.code);
      const filtered = category !== 'LOTT' && catalogueFor(category).layout === 'games';
      links.push({ code: v.code, name: v.name, logoUrl: v.logoUrl, href: filtered ? `${path}?vendor=${encodeURIComponent(v.code)}` : path });
    }
  }
  return links;
}

/** The lobby's providers: each vendor's logo (the platform's image) and name, a link to its games. */
export async function VendorLogos({ categories, link }: { categories: NavCategory[]; link: (path: string) => string }) {
  const t = await getTranslations('GamePages');
  const vendors = vendorLinks(categories);
  if (vendors.length === 0) return null;
  return (
    <section aria-labelledby="lobby-providers" className="below-fold flex flex-col gap-3 [--below-fold-height:30rem]">
      <h2 id="lobby-providers" className="text-xl font-bold">
        {t('vendors')}
      </h2>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-7">
        {vendors.map((v) => (
          <li key={v.code}>
            <IntentLink href={link(v.href)} className="flex h-full flex-col items-center gap-1 rounded-xl border border-line bg-surface-raised p-2 text-center hover:border-brand">
              {/* The name is written under the logo: the image adds nothing a screen reader needs. */}
              {/* eslint-disable-next-line @next/next/no-img-element -- logos come from the platform's image CDN at their own size */}
              <img src={v.logoUrl} alt="" width={120} height={48} loading="lazy" decoding="async" className="h-auto w-full max-w-[7.5rem] rounded-md" />
              <span className="text-xs font-semibold leading-tight">{v.name}</span>
            </IntentLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
