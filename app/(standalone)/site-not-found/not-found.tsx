import { SiteNotFoundScreen } from '@/components/system/standalone-screens';

export default function SiteNotFound() {
  return <SiteNotFoundScreen />;
}
