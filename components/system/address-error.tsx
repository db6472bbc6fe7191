import { getTranslations } from 'next-intl/server';
import { LocalizedLink } from '@/components/ui/localized-link';
import { primaryActionClass } from '@/components/system/system-screen';

/** An address the site has no page for, inside the merchant's shell: its HTTP status, what went wrong, and the way home. */
export async function AddressError({ status, title, text }: { status: 400 | 404; title: string; text: string }) {
  const tc = await getTranslations('Common');
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-24 text-center">
      <p aria-hidden="true" className="text-6xl font-black text-ink-muted">
        {status}
      </p>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-ink-muted">{text}</p>
      <LocalizedLink href="/" className={primaryActionClass}>
        {tc('backHome')}
      </LocalizedLink>
    </div>
  );
}
