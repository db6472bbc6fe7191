'use client';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { forwardRef, type ComponentProps, type FocusEvent, type PointerEvent, type TouchEvent } from 'react';

export type IntentLinkProps = Omit<ComponentProps<typeof Link>, 'href'> & { href: string };

/**
 * next/link that fetches its page when the visitor shows the intent to follow it (a pointer over it, a finger on it,
 * the keyboard focus), not whenever it scrolls into view. A phone on a metered connection loads only the pages it may
 * open, and the first seconds of a page are not spent parsing the two dozen pages its menus, chips and rows link to.
 * A finger rests about a tenth of a second before the tap ends, time enough to start the fetch. An explicit
 * `prefetch` prop keeps Next's own behaviour.
 */
export const IntentLink = forwardRef<HTMLAnchorElement, IntentLinkProps>(function IntentLink(
  { href, prefetch, onPointerEnter, onTouchStart, onFocus, ...props },
  ref,
) {
  const router = useRouter();
  if (prefetch !== undefined && prefetch !== null) return <Link ref={ref} href={href} prefetch={prefetch} onPointerEnter={onPointerEnter} onTouchStart={onTouchStart} onFocus={onFocus} {...props} />;
  const warm = () => {
    try {
      router.prefetch(href);
    } catch {
      // An href the router cannot prefetch (another origin): the tap still navigates.
    }
  };
  return (
    <Link
      ref={ref}
      href={href}
      prefetch={false}
      onPointerEnter={(event: PointerEvent<HTMLAnchorElement>) => {
        onPointerEnter?.(event);
        warm();
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        onTouchStart?.(event);
        warm();
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        onFocus?.(event);
        warm();
      }}
      {...props}
    />
  );
});
