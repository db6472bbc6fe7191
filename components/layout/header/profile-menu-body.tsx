'use client';
import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import { DropdownMenu } from 'radix-ui';
import { useRef, useState, type ComponentType } from 'react';
import { canUseAgentCentre, isTrialType } from '@/lib/tenant/member-types';
import { useRegisterToUnlock } from '@/components/account/register-to-unlock';
import { LocalizedLink } from '@/components/ui/localized-link';
import { ArrowDownCircleIcon } from '@/components/ui/icons/arrow-down-circle';
import { ArrowUpCircleIcon } from '@/components/ui/icons/arrow-up-circle';
import { BriefcaseIcon } from '@/components/ui/icons/briefcase';
import { HeartIcon } from '@/components/ui/icons/heart';
import { ListIcon } from '@/components/ui/icons/list';
import { LockIcon } from '@/components/ui/icons/lock';
import { LogOutIcon } from '@/components/ui/icons/log-out';
import { MailIcon } from '@/components/ui/icons/mail';
import { ReceiptIcon } from '@/components/ui/icons/receipt';
import { ShieldIcon } from '@/components/ui/icons/shield';
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

/** The one way on for a free demo: the brand's own button colours, which the merchant keeps legible. */
const unlockClass =
  'my-1 flex h-10 cursor-pointer items-center gap-3 rounded-lg bg-brand px-3 text-sm font-semibold text-brand-text outline-none select-none ' +
  'data-[disabled]:opacity-60 data-[highlighted]:ring-2 data-[highlighted]:ring-ink';

/**
 * The account menu's body (Radix DropdownMenu and the sign-out dialog), loaded by ProfileMenu when first wanted. A
 * free-demo (trial) account gets what it can use (its favourites), then one "Register to unlock" for everything that
 * needs a registered account, instead of entries that would each end in "register first".
 */
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
  const trial = isTrialType(memberType);
  const unlock = useRegisterToUnlock();

  const unread = data?.unread ?? 0;
  // Phones have no room in the header for these: the tab bar's menu offers them.
  const { site } = useSite();
  const phoneLinks: MenuLink[] = trial
    ? []
    : [
        { href: '/member/depositv2', label: t('deposit'), icon: ArrowDownCircleIcon },
        { href: '/member/withdraw', label: t('withdraw'), icon: ArrowUpCircleIcon },
        {
          href: '/member/messageV2',
          label: unread > 0 ? t('messagesUnread', { count: unread }) : t('messages'),
          icon: MailIcon,
        },
      ].filter((link) => routeExists(link.href) && (link.href !== '/member/messageV2' || site.features.messages));
  const links: MenuLink[] = (
    trial
      ? [{ href: '/favorite', label: t('favourites'), icon: HeartIcon }]
      : [
          { href: '/member/securityCenter', label: t('memberCentre'), icon: ShieldIcon },
          { href: '/member/transactionHistory', label: t('accountRecord'), icon: ReceiptIcon },
          { href: '/member/personalHistoryCopy', label: t('bettingRecord'), icon: ListIcon },
        ]
  ).filter((link) => routeExists(link.href));
  if (canUseAgentCentre(memberType) && routeExists('/agent')) links.push({ href: '/agent', label: t('agentCentre'), icon: BriefcaseIcon });
  const linkItem = ({ href, label, icon: Icon }: MenuLink) => (
    <DropdownMenu.Item key={href} asChild className={itemClass}>
      <LocalizedLink href={href}>
        <Icon className="h-4 w-4 text-ink-muted" />
        {label}
      </LocalizedLink>
    </DropdownMenu.Item>
  );

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
                {data?.vipLabel && !trial ? (
                  <span className="mt-1 inline-block rounded-full bg-brand px-2 py-0.5 text-xs font-semibold text-brand-text">
                    {data.vipLabel}
                  </span>
                ) : null}
              </DropdownMenu.Label>
            ) : null}
            {trial ? (
              <DropdownMenu.Label className="px-3 pb-2">
                <span className="rounded bg-brand-accent px-1.5 py-0.5 text-[0.6875rem] font-extrabold tracking-wide text-black uppercase">
                  {t('freeDemo')}
                </span>
                <span className="mt-1.5 block text-xs leading-snug font-normal text-ink-muted">{t('trialHint')}</span>
              </DropdownMenu.Label>
            ) : null}
            {account || trial ? <DropdownMenu.Separator className="my-1 h-px bg-line" /> : null}
            {variant === 'tab' && phoneLinks.length > 0 ? (
              <>
                {phoneLinks.map(linkItem)}
                <DropdownMenu.Separator className="my-1 h-px bg-line" />
              </>
            ) : null}
            {links.map(linkItem)}
            {trial && unlock.available ? (
              <DropdownMenu.Item
                className={unlockClass}
                disabled={unlock.busy}
                onSelect={() => void unlock.unlock()}
              >
                <LockIcon className="h-4 w-4" />
                {t('registerToUnlock')}
              </DropdownMenu.Item>
            ) : null}
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
