'use client';
import { AccountSummary } from '@/components/member-centre/account/account-summary';
import { SecurityItems } from '@/components/member-centre/account/security-items';
import { useAccountOverview } from '@/lib/query/use-account-overview';

/** My account (/member/securityCenter, the centre's default page): the account at a glance and its security items. */
export default function MyAccountPage() {
  const overview = useAccountOverview();
  return (
    <div className="flex flex-col gap-4">
      <AccountSummary />
      {/* The summary shows the loading and error states of the data both parts read. */}
      {overview.data ? <SecurityItems overview={overview.data} /> : null}
    </div>
  );
}
