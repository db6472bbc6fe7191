'use client';
import { useLocale } from 'next-intl';
import { clsx } from 'clsx';
import { forwardRef, type ButtonHTMLAttributes, type ComponentType, type ReactNode } from 'react';
import { LocalizedLink } from '@/components/ui/localized-link';
import { GatedLink } from '@/components/account/gated-link';
import { Tooltip } from '@/components/ui/tooltip';
import { textDirection } from '@/lib/i18n/locales';

type IconComponent = ComponentType<{ className?: string }>;

/** A side-menu entry (.side-item in app/globals.css); the current page is styled through its aria-current. */
export function itemClasses({ mini = false }: { mini?: boolean } = {}): string {
  return clsx('group side-item', mini && 'side-item-mini');
}

function ItemContent({ icon: Icon, label, mini, trailing }: { icon: IconComponent; label: string; mini: boolean; trailing?: ReactNode }) {
  return (
    <>
      <Icon className="h-5 w-5 shrink-0 group-aria-[current=page]:text-brand-accent" />
      {/* In mini mode the label stays in the accessibility tree; the tooltip shows it to sighted users. */}
      <span className={mini ? 'sr-only' : 'min-w-0 flex-1 truncate text-start'}>{label}</span>
      {mini ? null : trailing}
    </>
  );
}

/** The side a mini-mode tooltip opens to: away from the sidebar, which sits at the inline start. */
export function useTooltipSide(): 'left' | 'right' {
  const locale = useLocale();
  return textDirection(locale) === 'rtl' ? 'left' : 'right';
}

export function SidebarLink({
  href,
  icon,
  label,
  mini,
  active,
  gated = false,
  onNavigate,
}: {
  href: string;
  icon: IconComponent;
  label: string;
  mini: boolean;
  active?: boolean;
  /** A page that needs a real account: visitors get the login popup, trial accounts the register-first warning. */
  gated?: boolean;
  onNavigate?: () => void;
}) {
  const side = useTooltipSide();
  const Anchor = gated ? GatedLink : LocalizedLink;
  return (
    <Tooltip label={label} side={side} disabled={!mini}>
      <Anchor href={href} aria-current={active ? 'page' : undefined} onClick={onNavigate} className={itemClasses({ mini })}>
        <ItemContent icon={icon} label={label} mini={mini} />
      </Anchor>
    </Tooltip>
  );
}

export interface SidebarButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  icon: IconComponent;
  label: string;
  mini: boolean;
  trailing?: ReactNode;
}

export const SidebarButton = forwardRef<HTMLButtonElement, SidebarButtonProps>(function SidebarButton(
  { icon, label, mini, trailing, className, type = 'button', ...props },
  ref,
) {
  const side = useTooltipSide();
  return (
    <Tooltip label={label} side={side} disabled={!mini}>
      <button ref={ref} type={type} className={clsx(itemClasses({ mini }), className)} {...props}>
        <ItemContent icon={icon} label={label} mini={mini} trailing={trailing} />
      </button>
    </Tooltip>
  );
});
