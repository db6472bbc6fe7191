import { SiteUnavailableScreen } from '@/components/system/standalone-screens';

export const dynamic = 'force-dynamic';

/** proxy.ts rewrites here when the platform cannot be reached. */
export default function SiteUnavailablePage() {
  return <SiteUnavailableScreen />;
}
