'use client';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { MEMBER_PAGE_GROUP, MEMBER_PAGE_GROUPS, memberPagePath, type MemberPageKey } from '@/lib/member-centre/pages';
import { CentreNav } from '@/components/layout/centre-layout';

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
  const groups = MEMBER_PAGE_GROUPS.map((group) => ({
    id: group,
    label: t(`groups.${group}`),
    items: pages
      .filter((key) => MEMBER_PAGE_GROUP[key] === group)
      .map((key) => ({ key, href: memberPagePath(key), label: t(`pages.${key}`), badge: badges[key] })),
  }));
  return <CentreNav label={t('menu')} groups={groups} current={current} onNavigate={onNavigate} />;
}
