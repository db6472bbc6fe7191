import { getLocale, getTranslations } from 'next-intl/server';
import { formatBrandLocal } from '@/lib/format/brand-time';
import type { Site, SiteStatus } from '@/lib/platform/site';
import { SystemScreen, primaryActionClass } from './system-screen';

/** Maintenance (with its end time when known) and region restriction (with the visitor's IP and country). */
export async function GateScreen({ site, status }: { site: Site; status: SiteStatus }) {
  const t = await getTranslations('System');
  const tc = await getTranslations('Common');
  const locale = await getLocale();
  const contact = site.customerService.find((cs) => cs.type === 'LIVECHAT') ?? site.customerService[0];
  const actions = contact ? (
    <a href={contact.url} target="_blank" rel="noopener noreferrer" className={primaryActionClass}>
      {tc('contactUs')}
    </a>
  ) : null;

  if (status.gate === 'maintenance') {
    const end = status.maintenanceEnd ? new Date(status.maintenanceEnd) : null;
    const validEnd = end && !Number.isNaN(end.getTime()) ? end : null;
    return (
      <SystemScreen title={t('maintenanceTitle')} logoUrl={site.logoUrl} brandName={site.brandName} actions={actions}>
        <p>{t('maintenanceText')}</p>
        <p className="font-semibold text-ink" data-testid="maintenance-end">
          {validEnd
            ? t('maintenanceEnds', { time: formatBrandLocal(validEnd, site.gmtOffsetMinutes, locale) })
            : t('maintenanceEndUnknown')}
        </p>
      </SystemScreen>
    );
  }

  return (
    <SystemScreen title={t('restrictedTitle')} logoUrl={site.logoUrl} brandName={site.brandName} actions={actions} tone="warning">
      <p>{t('restrictedText')}</p>
      <dl className="mx-auto mt-4 grid max-w-xs grid-cols-2 gap-2 rounded-lg bg-surface-sunken p-4 text-start text-sm">
        <dt className="text-ink-muted">{t('yourIp')}</dt>
        <dd className="font-mono text-ink">{status.visitor.ip}</dd>
        <dt className="text-ink-muted">{t('yourCountry')}</dt>
        <dd className="text-ink">{status.visitor.country ?? t('unknownCountry')}</dd>
      </dl>
    </SystemScreen>
  );
}
