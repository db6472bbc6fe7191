import { clsx } from 'clsx';
import { forwardRef, type ButtonHTMLAttributes } from 'react';

/**
 * The one button style: class names for buttons and button-looking links, so a <button>, a LocalizedLink and an <a>
 * share one look.
 * Colour pairs keep AA contrast in both themes: brand text on brand, ink on surfaces.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'icon';

const base =
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors ' +
  'disabled:cursor-not-allowed disabled:opacity-60 motion-reduce:transition-none';

const variants: Record<ButtonVariant, string> = {
  // Primary actions are at least 44 px tall, whatever the size, so they are easy to hit on a phone.
  primary: 'min-h-11 bg-brand text-brand-text shadow-sm hover:brightness-110 active:brightness-95',
  secondary: 'border border-line bg-surface-raised text-ink hover:bg-surface-sunken',
  outline: 'border border-brand text-ink hover:bg-brand hover:text-brand-text',
  ghost: 'text-ink hover:bg-surface-sunken',
  danger: 'bg-danger text-white hover:brightness-110 dark:text-surface-sunken',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  icon: 'h-10 w-10 text-ink',
};

export function buttonClasses({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return clsx(base, variants[variant], sizes[size], className);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, className, type = 'button', ...props },
  ref,
) {
  return <button ref={ref} type={type} className={buttonClasses({ variant, size, className })} {...props} />;
});
