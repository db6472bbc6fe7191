'use client';
import { useTranslations } from 'next-intl';
import { useMemberSummary } from '@/lib/query/use-member-summary';
import { ChevronDownIcon, UserIcon } from '@/components/ui/icons';
import { LazyMenu } from '@/components/ui/lazy-menu';
import { tabClass } from '../tab-bar-item';

const loadBody = () => import('./profile-menu-body').then((m) => m.ProfileMenuBody);

/**
 * The member's account menu: member centre, records, agent centre (agents only) and sign out. In the header on wider
 * screens; on phones it is the bottom tab bar's Account tab (variant "tab"), which also offers withdraw and messages.
 * The menu itself (profile-menu-body.tsx) loads when first wanted.
 */
export function ProfileMenu({ memberType, variant = 'header' }: { memberType: number | null; variant?: 'header' | 'tab' }) {
  const t = useTranslations('Header');
  const { data } = useMemberSummary();
  const account = data?.account ?? null;
  const name = account ? t('accountMenuFor', { account }) : t('accountMenu');

  const trigger =
    variant === 'tab' ? (
      <button type="button" aria-label={name} className={tabClass}>
        <span aria-hidden="true" className="flex h-7 w-7 items-center justify-center rounded-full bg-brand text-xs font-bold text-brand-text uppercase">
          {account ? account.slice(0, 1) : <UserIcon className="h-4 w-4" />}
        </span>
        <span aria-hidden="true" className="max-w-full truncate">
          {t('account')}
        </span>
      </button>
    ) : (
      <button
        type="button"
        aria-label={name}
        className="group flex h-10 shrink-0 items-center gap-2 rounded-full border border-line bg-surface-raised ps-1 pe-2 text-ink hover:bg-surface-sunken"
      >
        <span aria-hidden="true" className="flex h-8 w-8 items-center justify-center rounded-full bg-brand text-sm font-bold text-brand-text uppercase">
          {account ? account.slice(0, 1) : <UserIcon className="h-4 w-4" />}
        </span>
        {account ? <span className="hidden max-w-32 truncate text-sm font-semibold 2xl:inline">{account}</span> : null}
        <ChevronDownIcon className="h-4 w-4 text-ink-muted transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none" />
      </button>
    );

  return <LazyMenu trigger={trigger} load={loadBody} bodyProps={{ memberType, variant }} />;
}
