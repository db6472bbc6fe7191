'use client';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { LocalizedLink } from '@/components/ui/localized-link';
import { MEMBER_PAGE_GROUP, MEMBER_PAGE_GROUPS, memberPagePath, type MemberPageKey } from '@/lib/member-centre/pages';

/**
 * The centre's pages, grouped (account, funds, records, rewards), the current one marked with aria-current (and a
 * bar, not colour alone). `badges` adds a count to a page (the open missions).
 */
export function CentreMenu({
  pages,
  current,
  onNavigate,
  badges = {},
}: {
  pages: MemberPageKey[];
  current: MemberPageKey;
  onNavigate?: () => void;
  badges?: Partial<Record<MemberPageKey, ReactNode>>;
}) {
  const t = useTranslations('MemberCentre');
  return (
    <nav aria-label={t('menu')} className="flex flex-col gap-4">
      {MEMBER_PAGE_GROUPS.map((group) => {
        const inGroup = pages.filter((key) => MEMBER_PAGE_GROUP[key] === group);
        if (inGroup.length === 0) return null;
        return (
          <div key={group} className="flex flex-col gap-1">
            <h2 className="px-3 text-xs font-semibold tracking-wide text-ink-muted uppercase">{t(`groups.${group}`)}</h2>
            <ul className="flex flex-col gap-0.5">
              {inGroup.map((key) => (
                <li key={key}>
                  <LocalizedLink href={memberPagePath(key)} className="side-item" aria-current={key === current ? 'page' : undefined} onClick={onNavigate}>
                    <span className="min-w-0 flex-1 truncate">{t(`pages.${key}`)}</span>
                    {badges[key] ?? null}
                  </LocalizedLink>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
