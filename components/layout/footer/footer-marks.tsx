import type { ComponentType } from 'react';
import type { SocialLink } from '@/lib/platform/site';
import { FacebookIcon, InstagramIcon, TelegramIcon, TikTokIcon } from '@/components/ui/icons/drawn';

/* The footer's rows of marks and its social links. */

const SOCIAL_ICONS: Record<SocialLink['network'], ComponentType<{ className?: string }>> = {
  facebook: FacebookIcon,
  telegram: TelegramIcon,
  telegram2: TelegramIcon,
  tiktok: TikTokIcon,
  instagram: InstagramIcon,
};

/**
 * Each link is its network's icon, named by the site's name for the network; a link the operator labels
 * (labelNameEn) shows that label beside the icon, and the label is its name.
 */
export function SocialLinks({ heading, links }: { heading: string; links: (SocialLink & { name: string })[] }) {
  return (
    <section aria-labelledby="footer-social">
      <h2 id="footer-social" className="mb-3 text-xs font-semibold tracking-wide uppercase">
        {heading}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {links.map(({ network, url, name, label }) => {
          const Icon = SOCIAL_ICONS[network];
          return (
            <li key={`${network}-${url}`}>
              {label ? (
                <a href={url} target="_blank" rel="noopener noreferrer" className="social-link-named">
                  <Icon className="h-5 w-5 shrink-0" />
                  <span className="min-w-0 break-words">{label}</span>
                </a>
              ) : (
                <a href={url} target="_blank" rel="noopener noreferrer" aria-label={name} title={name} className="social-link">
                  <Icon className="h-5 w-5" />
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function LogoRow({
  headingId,
  heading,
  images,
  grayscale = false,
}: {
  headingId: string;
  heading: string;
  images: { name: string; url: string }[];
  grayscale?: boolean;
}) {
  if (images.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-3 text-xs font-semibold tracking-wide uppercase">
        {heading}
      </h2>
      <ul className="flex flex-wrap items-center gap-x-6 gap-y-4">
        {images.map(({ name, url }) => (
          <li key={`${name}-${url}`}>
            {/* eslint-disable-next-line @next/next/no-img-element -- remote marks of any size, lazily loaded */}
            <img
              src={url}
              alt={name}
              loading="lazy"
              decoding="async"
              className={grayscale ? 'mark-vendor' : 'mark'}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
