'use client';
import { forwardRef, type ComponentProps, type MouseEvent } from 'react';
import { IntentLink } from '@/components/ui/intent-link';
import { useRouter } from 'next/navigation';
import { useSite } from '@/lib/site/site-context';
import { localizedPath } from '@/lib/i18n/locale-path';
import { useGatedAction } from './use-gated-action';

/**
 * A link to a page that needs a real account (deposit, withdraw, member centre): a visitor gets the login popup, a
 * trial account the warning, a member the page. It stays a real link (href, middle-click target) for members.
 */
export const GatedLink = forwardRef<HTMLAnchorElement, Omit<ComponentProps<typeof IntentLink>, 'href'> & { href: string }>(function GatedLink(
  { href, onClick, ...props },
  ref,
) {
  const { locale, site } = useSite();
  const router = useRouter();
  const gate = useGatedAction();
  const target = localizedPath(href, locale, site.defaultLanguage);
  return (
    <IntentLink
      ref={ref}
      href={target}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        event.preventDefault();
        gate(() => router.push(target));
      }}
      {...props}
    />
  );
});
