import { clsx } from 'clsx';

/** A VIP club label in its own colours: `color` the text, `color2` the background (spec §3 "Member info"). */
export function ClubLabel({ name, color, background, className }: { name: string; color: string; background: string; className?: string }) {
  return (
    <span
      className={clsx('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold tracking-wide whitespace-nowrap', className)}
      style={{ color, backgroundColor: background }}
    >
      {name}
    </span>
  );
}
