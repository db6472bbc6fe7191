import 'server-only';
import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { analyticsTagId, CONSENT_COOKIE, consentChoice } from '@/lib/seo/analytics';
import type { Site } from '@/lib/platform/site';
import { AnalyticsConsentLoader as AnalyticsConsent } from './analytics-consent-loader';

/** The merchant's analytics (consent banner, then the tag): nothing at all for a merchant without a tag. */
export async function Analytics({ site }: { site: Site }) {
  const tagId = analyticsTagId(site.gtagId);
  if (!tagId) return null;
  const [store, t] = await Promise.all([cookies(), getTranslations('Seo.consent')]);
  return (
    <AnalyticsConsent
      tagId={tagId}
      initialChoice={consentChoice(store.get(CONSENT_COOKIE)?.value)}
      labels={{ region: t('region'), message: t('message', { brand: site.brandName }), allow: t('allow'), decline: t('decline') }}
    />
  );
}
