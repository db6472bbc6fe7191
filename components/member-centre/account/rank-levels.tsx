'use client';
import { clsx } from 'clsx';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Amount, formatAmount } from '@/components/data-display/amount';
import { StatusBadge } from '@/components/data-display/status-badge';
import type { PlayerRankDto, VipLevelDto } from '@/lib/api/centre/account';
import { useSite } from '@/lib/site/site-context';
import { ClubLabel } from './club-label';

/** Amounts as text, for sentences that carry them. */
function useMoney() {
  const locale = useLocale();
  const { site } = useSite();
  return (value: number) => formatAmount(value, site.currency, locale);
}

/** Where the member stands against the next level: both amounts, each with a bar and in words. */
export function RankProgress({ rank }: { rank: PlayerRankDto }) {
  const t = useTranslations('MemberAccount.rank');
  const money = useMoney();
  const current = rank.levels.find((l) => l.rankLevel === rank.currentLevel) ?? null;
  const next = rank.levels.find((l) => l.rankLevel === rank.nextLevel) ?? null;
  const bar = (label: string, have: number, need: number) => {
    const percent = need <= 0 ? 100 : Math.min(100, Math.floor((have / need) * 100));
    return (
      <div className="flex flex-col gap-1.5">
        <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
          <span className="font-medium">{label}</span>
          <span className="text-ink-muted">
            <span className="tabular-nums">{t('progressValue', { have: money(Math.min(have, need)), need: money(need) })}</span>
            {percent >= 100 ? <StatusBadge tone="success" className="ms-2">{t('done')}</StatusBadge> : null}
          </span>
        </div>
        <div
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent}%`}
          className="h-2.5 overflow-hidden rounded-full bg-surface-sunken"
        >
          <div className="h-full rounded-full bg-brand" style={{ width: `${percent}%` }} />
        </div>
      </div>
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-sm text-ink-muted">{t('current')}</span>
        {current ? <ClubLabel name={current.labelName} color={current.color} background={current.color2} className="text-sm" /> : <span className="font-semibold">{t('none')}</span>}
        {next ? <span className="text-sm text-ink-muted">{t('next', { label: next.labelName })}</span> : null}
      </div>
      {next ? (
        <>
          <p className="text-sm text-ink-muted">{t('progressIntro')}</p>
          {bar(t('deposit'), rank.totalDeposit, next.requiredDeposit)}
          {bar(t('validBet'), rank.totalValidBet, next.requiredValidBet)}
        </>
      ) : (
        <p className="font-medium">{t('top')}</p>
      )}
    </div>
  );
}

/** The merchant's VIP levels: a table on wide screens, a card per level on phones. */
export function RankLevels({ rank }: { rank: PlayerRankDto }) {
  const t = useTranslations('MemberAccount.rank');
  const money = useMoney();
  const cells = (l: VipLevelDto): { key: string; label: string; value: ReactNode }[] => [
    {
      key: 'requirement',
      label: t('requirement'),
      value: t('requirementValue', { deposit: money(l.requiredDeposit), bet: money(l.requiredValidBet) }),
    },
    { key: 'rebate', label: t('rebate'), value: t('rebateValue', { percent: l.rebatePercent }) },
    { key: 'upgrade', label: t('upgradeBonus'), value: <Amount value={l.upgradeBonus} /> },
    { key: 'birthday', label: t('birthdayBonus'), value: <Amount value={l.birthdayBonus} /> },
    { key: 'withdrawals', label: t('withdrawals'), value: l.dailyWithdrawals },
    { key: 'service', label: t('vipService'), value: l.vipService ? t('yes') : t('no') },
  ];
  const marker = (l: VipLevelDto) =>
    l.rankLevel === rank.currentLevel ? (
      <StatusBadge tone="success">{t('yourLevel')}</StatusBadge>
    ) : l.rankLevel < rank.currentLevel ? (
      <StatusBadge tone="neutral">{t('reached')}</StatusBadge>
    ) : null;

  return (
    <>
      <table className="hidden w-full border-collapse text-sm md:table">
        <caption className="sr-only">{t('caption')}</caption>
        <thead>
          <tr className="border-b border-line text-start text-ink-muted">
            <th scope="col" className="px-2 py-2 text-start font-medium">
              {t('level')}
            </th>
            {cells(rank.levels[0]!).map((c) => (
              <th key={c.key} scope="col" className="px-2 py-2 text-start font-medium">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rank.levels.map((l) => (
            <tr key={l.rankLevel} className={clsx('border-b border-line last:border-0', l.rankLevel === rank.currentLevel && 'bg-brand/5')}>
              <th scope="row" className="px-2 py-3 text-start font-normal">
                <span className="flex flex-wrap items-center gap-2">
                  <ClubLabel name={l.labelName} color={l.color} background={l.color2} />
                  {marker(l)}
                </span>
              </th>
              {cells(l).map((c) => (
                <td key={c.key} className="px-2 py-3 tabular-nums">
                  {c.value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="flex flex-col gap-3 md:hidden" aria-label={t('caption')}>
        {rank.levels.map((l) => (
          <li key={l.rankLevel} className={clsx('rounded-xl border border-line p-3', l.rankLevel === rank.currentLevel && 'border-brand')}>
            <div className="mb-2 flex flex-wrap items-center gap-2">
              <ClubLabel name={l.labelName} color={l.color} background={l.color2} />
              {marker(l)}
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              {cells(l).map((c) => (
                <div key={c.key} className="contents">
                  <dt className="text-ink-muted">{c.label}</dt>
                  <dd className="text-end tabular-nums">{c.value}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
