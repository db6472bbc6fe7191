import { createElement, type SVGProps } from 'react';
import type { IconNode } from 'lucide';

/**
 * The site's icons, one module each in this folder (`@/components/ui/icons/menu` → MenuIcon): Lucide's shapes, drawn
 * here only where Lucide has none (drawn.tsx: the brands' marks and the lottery ball). One module per icon and no
 * barrel, because the build ships a module's every export to the pages that import any of it: with the set in one
 * file, or behind an index that re-exports it, every page carried all of its icons.
 */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

/**
 * A Lucide icon (its shapes, from the `lucide` package: plain data, one module per icon) drawn as every icon of the
 * site is: Lucide's grid and stroke (24×24, currentColor, 2, round caps and joins), hidden from assistive technology
 * (the control around it carries the name), not focusable, 'h-5 w-5' unless told, any other SVG prop passed on.
 * No component library at run time: an icon of a server component costs the browser no JavaScript.
 */
export function decorative(icon: IconNode, { className = 'h-5 w-5', ...props }: IconProps) {
  return (
    <Drawn className={className} {...props}>
      {icon.map(([tag, attrs], index) => createElement(tag, { key: index, ...attrs }))}
    </Drawn>
  );
}

/** An icon on Lucide's grid: stroked like Lucide's, or filled (`fill="currentColor"`) for the brands' marks. */
export function Drawn({ className = 'h-5 w-5', fill = 'none', ...props }: SVGProps<SVGSVGElement>) {
  const stroke =
    fill === 'none' ? ({ stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const) : {};
  return <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" fill={fill} {...stroke} className={className} {...props} />;
}
