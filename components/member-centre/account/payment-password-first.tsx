'use client';
import type { ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { LocalizedLink } from '@/components/ui/localized-link';
import { memberPagePath } from '@/lib/member-centre/pages';

/**
 * In place of a form that asks for the payment password while the member has none: why (`children`), and a link to the
 * security centre to set one (`action`).
 */
export function PaymentPasswordFirst({ children, action }: { children: ReactNode; action: ReactNode }) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-xl border border-warning/40 p-4 text-sm">
      <p>{children}</p>
      <LocalizedLink href={memberPagePath('securityCenter')} className={buttonClasses({ variant: 'primary' })}>
        {action}
      </LocalizedLink>
    </div>
  );
}
