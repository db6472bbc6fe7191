'use client';
import { useTranslations } from 'next-intl';
import { StatusBadge } from '@/components/data-display/status-badge';
import { STATE_TONE } from '@/components/member-centre/rewards/activity-status';
import type { ActivityState } from '@/lib/api/centre/rewards';
import { usePromotionActivities } from '@/lib/query/use-promotion-activities';

/** The states that say the member took part; the others are the promotion's own status, already shown. */
const TAKEN_PART: ReadonlySet<ActivityState> = new Set(['joined', 'applying', 'issued', 'claimed', 'rejected']);

/** A member's own state of a promotion in the list (joined, applied, approved…), once their activities are loaded. */
export function PromotionMemberBadge({ activityId }: { activityId: number }) {
  const t = useTranslations('Promotions.member');
  const { data } = usePromotionActivities();
  const activity = data?.find((a) => a.id === activityId);
  if (!activity || !TAKEN_PART.has(activity.state)) return null;
  return (
    // Above the card's link (its ::after covers the card), so it stays readable and selectable.
    <span className="relative">
      <StatusBadge tone={STATE_TONE[activity.state]}>{t('yourState', { state: t(`state.${activity.state}`) })}</StatusBadge>
    </span>
  );
}
