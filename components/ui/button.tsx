import { clsx } from 'clsx';
import { forwardRef, type ButtonHTMLAttributes } from 'react';

/**
 * The one button style: class names for buttons and button-looking links, so a <button>, a LocalizedLink and an <a>
 * share one look.
 * Colour pairs keep AA contrast in both themes: brand text on brand, ink on surfaces.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'icon';

// The looks are component classes in app/globals.css (.btn, .btn-primary, …): short names keep every page small.
const variants: Record<ButtonVariant, string> = {
  // Primary actions are at least 44 px tall, whatever the size, so they are easy to hit on a phone.
  primary: 'btn-primary',
  secondary: 'btn-secondary',
  outline: 'btn-outline',
  ghost: 'btn-ghost',
  danger: 'btn-danger',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'btn-sm',
  md: 'btn-md',
  icon: 'btn-icon',
};

export function buttonClasses({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return clsx('btn', variants[variant], sizes[size], className);
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
