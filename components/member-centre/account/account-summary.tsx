'use client';
import { useTranslations } from 'next-intl';
import { Amount } from '@/components/data-display/amount';
import { SectionCard } from '@/components/data-display/section-card';
import { ErrorState, LoadingState } from '@/components/data-display/data-states';
import { DateTime } from '@/components/data-display/date-time';
import { LocalizedLink } from '@/components/ui/localized-link';
import { PlayerAvatar } from '@/components/account/player-avatar';
import { memberPagePath } from '@/lib/member-centre/pages';
import { useAccountOverview } from '@/lib/query/use-account-overview';
import { useMemberSummary } from '@/lib/query/use-member-summary';
import { useWalletBalance } from '@/lib/query/use-wallet-balance';
import { useOfferedPage } from '../offered-pages';
import { ClubLabel } from './club-label';

const linkClass = 'inline-flex min-h-6 items-center text-sm font-semibold underline underline-offset-2 hover:text-brand-accent';

/**
 * My account: the avatar, username, nickname, VIP club label, member since, and the balance with a way to My wallet
 * where the merchant has it (a multi wallet: its vendor wallets and transfers). The avatar comes with the header's
 * member summary (one request for both).
 */
export function AccountSummary() {
  const t = useTranslations('MemberAccount');
  const overview = useAccountOverview();
  const balance = useWalletBalance();
  const walletPage = useOfferedPage('transferFund');
  const summary = useMemberSummary();

  if (overview.isPending) return <LoadingState />;
  if (overview.isError) {
    return (
      <ErrorState error={overview.error} onRetry={() => void overview.refetch()}>
        {t('summary.error')}
      </ErrorState>
    );
  }
  const a = overview.data;

  return (
    <SectionCard title={t('summary.title')}>
      <div className="flex items-center gap-3">
        <PlayerAvatar src={summary.data?.avatarUrl ?? null} size={48} />
        <div className="flex min-w-0 flex-col gap-1">
          <p className="truncate text-lg font-bold">{a.nickname ?? a.account}</p>
          {a.clubLabel ? <ClubLabel name={a.clubLabel.labelName} color={a.clubLabel.color} background={a.clubLabel.color2} className="self-start" /> : null}
        </div>
      </div>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <div className="flex flex-col gap-0.5">
          <dt className="text-ink-muted">{t('summary.username')}</dt>
          <dd className="font-medium break-all">{a.account}</dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className="text-ink-muted">{t('summary.nickname')}</dt>
          <dd className="flex flex-wrap items-center gap-x-3 font-medium">
            <span className="break-all">{a.nickname ?? t('notSet')}</span>
            <LocalizedLink href={memberPagePath('profile')} className={linkClass}>
              {t('summary.editProfile')}
            </LocalizedLink>
          </dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className="text-ink-muted">{t('summary.vipLevel')}</dt>
          <dd className="flex flex-wrap items-center gap-x-3 font-medium">
            {a.clubLabel ? <span>{a.clubLabel.labelName}</span> : <span>{t('summary.noLevel')}</span>}
            <LocalizedLink href={memberPagePath('playerRank')} className={linkClass}>
              {t('summary.seeLevels')}
            </LocalizedLink>
          </dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className="text-ink-muted">{t('summary.memberSince')}</dt>
          <dd className="font-medium">
            <DateTime value={a.memberSince} dateOnly />
          </dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className="text-ink-muted">{t('summary.balance')}</dt>
          <dd className="flex flex-wrap items-center gap-x-3 font-medium">
            {balance.data ? <Amount value={balance.data.amount} className="text-base font-bold" /> : <span aria-busy="true">…</span>}
            {walletPage ? (
              <LocalizedLink href={memberPagePath('transferFund')} className={linkClass}>
                {t('summary.toWallet')}
              </LocalizedLink>
            ) : null}
          </dd>
        </div>
      </dl>
    </SectionCard>
  );
}
