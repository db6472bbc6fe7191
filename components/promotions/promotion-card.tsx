import { IntentLink } from '@/components/ui/intent-link';
import { getTranslations } from 'next-intl/server';
import type { Currency } from '@/lib/format/money';
import { localizedPath } from '@/lib/i18n/locale-path';
import type { Promotion } from '@/lib/platform/promotions';
import { promotionHref } from '@/lib/promotions/list';
import { PromotionFacts } from './promotion-facts';
import { PromotionMemberBadge } from './promotion-member-badge';
import { PromotionStatusBadge } from './promotion-status';

/**
 * A promotion in the list: its image, category and status, title (the link to its page: the whole card is its target),
 * summary, reward and period (how to take part is on its page). A member also sees their own state of it (a client
 * island).
 */
export async function PromotionCard({
  promotion,
  currency,
  gmtOffsetMinutes,
  locale,
  defaultLanguage,
  member,
  eager,
}: {
  promotion: Promotion;
  currency: Currency;
  /** The brand's zone: the period's days are its days. */
  gmtOffsetMinutes: number;
  locale: string;
  defaultLanguage: string;
  /** Show the member's own state (a real member's page only). */
  member: boolean;
  eager: boolean;
}) {
  const t = await getTranslations('Promotions');
  const href = localizedPath(promotionHref(promotion.id), locale, defaultLanguage);
  const ended = promotion.status === 'closed';
  return (
    <li className="min-w-0">
      <article
        aria-labelledby={`promotion-${promotion.id}`}
        className="promotion-card"
      >
        {promotion.imageUrl ? (
          // Promotion images come from the merchant's CDN; the artwork repeats the title, which the heading says.
          // eslint-disable-next-line @next/next/no-img-element
          <img
            src={promotion.imageUrl}
            alt=""
            width={1200}
            height={400}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className={ended ? 'promotion-image opacity-60 grayscale' : 'promotion-image'}
          />
        ) : (
          <div aria-hidden className="aspect-[3/1] w-full bg-surface-sunken" />
        )}
        <div className="flex flex-1 flex-col gap-3 p-4">
          <div className="flex flex-wrap items-center gap-2">
            <PromotionStatusBadge status={promotion.status} label={t(`status.${promotion.status}`)} />
            <span className="text-xs text-ink-muted">{t(`categories.${promotion.category}`)}</span>
            {member && promotion.activity ? <PromotionMemberBadge activityId={promotion.activity.id} /> : null}
          </div>
          <h2 id={`promotion-${promotion.id}`} className="text-lg leading-snug font-bold break-words">
            {/* The card is the link's target: its ::after covers the whole card. */}
            <IntentLink href={href} className="promotion-card-link">
              {promotion.title}
            </IntentLink>
          </h2>
          {promotion.summary ? <p className="line-clamp-3 text-sm text-ink-muted">{promotion.summary}</p> : null}
          <div className="mt-auto">
            <PromotionFacts activity={promotion.activity} currency={currency} gmtOffsetMinutes={gmtOffsetMinutes} withMode={false} />
          </div>
        </div>
      </article>
    </li>
  );
}
