'use client';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useLocalizedPath } from '@/lib/site/site-context';
import { ChevronLeftIcon } from '@/components/ui/icons/chevron-left';

/** "Back": the previous page of this tab, or home when the page was opened directly. */
export function BackLink() {
  const t = useTranslations('Games');
  const router = useRouter();
  const localized = useLocalizedPath();
  return (
    <button
      type="button"
      className="btn btn-ghost btn-sm"
      onClick={() => (window.history.length > 1 ? router.back() : router.push(localized('/')))}
    >
      <ChevronLeftIcon className="size-5 rtl:rotate-180" />
      {t('back')}
    </button>
  );
}
