'use client';
import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import { DropdownMenu } from 'radix-ui';
import { useRef, useState, type ComponentType } from 'react';
import { canUseAgentCentre, isTrialType } from '@/lib/tenant/member-types';
import { useGatedAction } from '@/components/account/use-gated-action';
import { LocalizedLink } from '@/components/ui/localized-link';
import {
  ArrowDownCircleIcon,
  ArrowUpCircleIcon,
  BriefcaseIcon,
  ListIcon,
  LogOutIcon,
  MailIcon,
  ReceiptIcon,
  ShieldIcon,
} from '@/components/ui/icons';
import type { MenuBodyProps } from '@/components/ui/lazy-menu';
import { SignOutDialog } from './sign-out-dialog';
import { useMemberSummary } from '@/lib/query/use-member-summary';
import { useSite } from '@/lib/site/site-context';
import { routeExists } from '@/lib/site-routes';

interface MenuLink {
  href: string;
  label: string;
  icon: ComponentType<{ className?: string }>;
}

const itemClass =
  'flex h-10 cursor-pointer items-center gap-3 rounded-lg px-3 text-sm font-medium text-ink outline-none select-none ' +
  'data-[highlighted]:bg-surface-sunken';

/** The account menu's body (Radix DropdownMenu and the sign-out dialog), loaded by ProfileMenu when first wanted. */
export function ProfileMenuBody({
  open,
  onOpenChange,
  trigger,
  memberType,
  variant,
}: MenuBodyProps & { memberType: number | null; variant: 'header' | 'tab' }) {
  const t = useTranslations('Header');
  const { data } = useMemberSummary();
  const [signOutOpen, setSignOutOpen] = useState(false);
  const openingSignOut = useRef(false);
  const account = data?.account ?? null;
  // Member-centre pages need a real account: a trial account gets the warning instead (spec §6).
  const gate = useGatedAction();
  const gated = isTrialType(memberType);
  const warnFromMenu = () => {
    openingSignOut.current = true;
    gate(() => undefined);
  };

  const unread = data?.unread ?? 0;
  // Phones have no room in the header for these: the tab bar's menu offers them.
  const { site } = useSite();
  const phoneLinks: MenuLink[] = [
    { href: '/member/depositv2', label: t('deposit'), icon: ArrowDownCircleIcon },
    { href: '/member/withdraw', label: t('withdraw'), icon: ArrowUpCircleIcon },
    {
      href: '/member/messageV2',
      label: unread > 0 ? t('messagesUnread', { count: unread }) : t('messages'),
      icon: MailIcon,
    },
  ].filter((link) => routeExists(link.href) && (link.href !== '/member/messageV2' || site.features.messages));
  const links: MenuLink[] = [
    { href: '/member/securityCenter', label: t('memberCentre'), icon: ShieldIcon },
    { href: '/member/transactionHistory', label: t('accountRecord'), icon: ReceiptIcon },
    { href: '/member/personalHistoryCopy', label: t('bettingRecord'), icon: ListIcon },
  ].filter((link) => routeExists(link.href));
  if (canUseAgentCentre(memberType) && routeExists('/agent')) links.push({ href: '/agent', label: t('agentCentre'), icon: BriefcaseIcon });

  return (
    <>
      <DropdownMenu.Root open={open} onOpenChange={onOpenChange}>
        <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            side={variant === 'tab' ? 'top' : 'bottom'}
            sideOffset={8}
            className="z-50 w-60 rounded-xl border border-line bg-surface-raised p-1.5 text-ink shadow-2xl"
            onCloseAutoFocus={(event) => {
              // Let the sign-out dialog (or the trial-account warning) take focus instead of the trigger.
              if (openingSignOut.current) {
                event.preventDefault();
                openingSignOut.current = false;
              }
            }}
          >
            {account ? (
              <DropdownMenu.Label className="px-3 pt-2 pb-1">
                <span className="block truncate text-sm font-bold">{data?.nickname || account}</span>
                {data?.vipLabel ? (
                  <span className="mt-1 inline-block rounded-full bg-brand px-2 py-0.5 text-xs font-semibold text-brand-text">
                    {data.vipLabel}
                  </span>
                ) : null}
              </DropdownMenu.Label>
            ) : null}
            {account ? <DropdownMenu.Separator className="my-1 h-px bg-line" /> : null}
            {(variant === 'tab' ? phoneLinks : []).map(({ href, label, icon: Icon }) =>
              gated ? (
                <DropdownMenu.Item key={href} className={itemClass} onSelect={warnFromMenu}>
                  <Icon className="h-4 w-4 text-ink-muted" />
                  {label}
                </DropdownMenu.Item>
              ) : (
                <DropdownMenu.Item key={href} asChild className={itemClass}>
                  <LocalizedLink href={href}>
                    <Icon className="h-4 w-4 text-ink-muted" />
                    {label}
                  </LocalizedLink>
                </DropdownMenu.Item>
              ),
            )}
            {variant === 'tab' ? <DropdownMenu.Separator className="my-1 h-px bg-line" /> : null}
            {links.map(({ href, label, icon: Icon }) =>
              gated && href !== '/agent' ? (
                <DropdownMenu.Item key={href} className={itemClass} onSelect={warnFromMenu}>
                  <Icon className="h-4 w-4 text-ink-muted" />
                  {label}
                </DropdownMenu.Item>
              ) : (
                <DropdownMenu.Item key={href} asChild className={itemClass}>
                  <LocalizedLink href={href}>
                    <Icon className="h-4 w-4 text-ink-muted" />
                    {label}
                  </LocalizedLink>
                </DropdownMenu.Item>
              ),
            )}
            <DropdownMenu.Separator className="my-1 h-px bg-line" />
            <DropdownMenu.Item
              className={clsx(itemClass, 'text-danger')}
              onSelect={() => {
                openingSignOut.current = true;
                setSignOutOpen(true);
              }}
            >
              <LogOutIcon className="h-4 w-4" />
              {t('signOut')}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <SignOutDialog open={signOutOpen} onOpenChange={setSignOutOpen} />
    </>
  );
}
