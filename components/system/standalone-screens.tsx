import { getTranslations } from 'next-intl/server';
import { SupportReference } from './support-reference';
import { SystemScreen, secondaryActionClass } from './system-screen';

/** No merchant owns this host: nothing of any merchant may show. */
export async function SiteNotFoundScreen() {
  const t = await getTranslations('System');
  return (
    <SystemScreen title={t('siteNotFoundTitle')} tone="warning">
      <p>{t('siteNotFoundText')}</p>
    </SystemScreen>
  );
}

/** The platform cannot be reached: a friendly page that reloads itself until the platform is back. */
export async function SiteUnavailableScreen() {
  const t = await getTranslations('System');
  const tc = await getTranslations('Common');
  return (
    <>
      <meta httpEquiv="refresh" content="10" />
      <SystemScreen
        title={t('unavailableTitle')}
        actions={
          <a href="" className={secondaryActionClass}>
            {tc('retry')}
          </a>
        }
      >
        <p>{t('unavailableText')}</p>
        <SupportReference />
      </SystemScreen>
    </>
  );
}
