'use client';
import { IntentLink } from '@/components/ui/intent-link';
import { useVendorGameTypes } from '@/lib/query/use-vendor-game-types';
import type { VendorTypeLinks } from './vendor-type-lane';

/** The vendor's types that have a list, in their order; nothing until they are known, or when there is one alone. */
export function MemberVendorTypes({ vendor, current, label, links }: VendorTypeLinks) {
  const types = useVendorGameTypes(vendor);
  const shown = (types.data ?? []).flatMap((type) => {
    const link = links[type];
    return link ? [{ type, ...link }] : [];
  });
  if (shown.length < 2) return null;
  return (
    <nav aria-label={label}>
      <ul className="lane">
        {shown.map(({ type, href, label: name }) => (
          <li key={type}>
            <IntentLink href={href} className="chip" aria-current={type === current ? 'true' : undefined}>
              {name}
            </IntentLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
