'use client';
import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { LazyMenu } from '@/components/ui/lazy-menu';
import { LifebuoyIcon } from './service-icons';

const loadBody = () => import('./service-menu-body').then((m) => m.ServiceMenuBody);

/**
 * The header's help-and-service menu (spec §2 Header: customer service, platform message, announcement, help centre,
 * speed test; and feedback where the merchant takes it). Only the button is on every page: the menu and its dialogs
 * load when first wanted (service-menu-body.tsx).
 */
export function ServiceMenu() {
  const t = useTranslations('ServiceMenu');
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <LazyMenu
      trigger={
        <button
          ref={trigger}
          type="button"
          aria-label={t('label')}
          title={t('label')}
          className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-ink hover:bg-surface-sunken data-[state=open]:bg-surface-sunken sm:h-10 sm:w-10"
        >
          <LifebuoyIcon />
        </button>
      }
      load={loadBody}
      bodyProps={{ triggerRef: trigger }}
    />
  );
}
