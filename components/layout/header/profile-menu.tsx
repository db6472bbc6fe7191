'use client';
import { useTranslations } from 'next-intl';
import { useMemberSummary } from '@/lib/query/use-member-summary';
import { PlayerAvatar } from '@/components/account/player-avatar';
import { ChevronDownIcon } from '@/components/ui/icons/chevron-down';
import { LazyMenu } from '@/components/ui/lazy-menu';
import { tabClass } from '../tab-bar-item';

const loadBody = () => import('./profile-menu-body').then((m) => m.ProfileMenuBody);

/**
 * The member's account menu: member centre, records, agent centre (agents only) and sign out. In the header on wider
 * screens; on phones it is the bottom tab bar's Account tab (variant "tab"), which also offers withdraw and messages
 * (the tab shows the unread count).
 * Both show the player's avatar (the default avatar while it loads, when they have none and when theirs fails).
 * The menu itself (profile-menu-body.tsx) loads when first wanted.
 */
export function ProfileMenu({ memberType, variant = 'header' }: { memberType: number | null; variant?: 'header' | 'tab' }) {
  const t = useTranslations('Header');
  const { data } = useMemberSummary();
  const account = data?.account ?? null;
  const avatar = data?.avatarUrl ?? null;
  // On phones the messages are in this menu (not in the header): the tab shows their unread count.
  const unread = variant === 'tab' ? (data?.unread ?? 0) : 0;
  const named = account ? t('accountMenuFor', { account }) : t('accountMenu');
  const name = unread > 0 ? t('withUnread', { name: named, count: unread }) : named;

  const trigger =
    variant === 'tab' ? (
      <button type="button" aria-label={name} className={tabClass}>
        <span aria-hidden="true" className="relative flex">
          <PlayerAvatar src={avatar} size={28} />
          {unread > 0 ? (
            <span className="absolute -end-2 -top-1.5 min-w-4 rounded-full bg-danger px-1 text-center text-[10px] leading-4 font-bold text-white ring-2 ring-surface-raised dark:text-surface-sunken">
              {unread > 99 ? '99+' : unread}
            </span>
          ) : null}
        </span>
        <span aria-hidden="true" className="tab-label">
          {t('account')}
        </span>
      </button>
    ) : (
      <button
        type="button"
        aria-label={name}
        className="group flex h-10 shrink-0 items-center gap-2 rounded-full border border-line bg-surface-raised ps-1 pe-2 text-ink hover:bg-surface-sunken"
      >
        <PlayerAvatar src={avatar} size={32} />
        {account ? <span className="hidden max-w-32 truncate text-sm font-semibold 2xl:inline">{account}</span> : null}
        <ChevronDownIcon className="h-4 w-4 text-ink-muted transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none" />
      </button>
    );

  return <LazyMenu trigger={trigger} load={loadBody} bodyProps={{ memberType, variant }} />;
}
