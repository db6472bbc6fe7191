import { Smartphone } from 'lucide';
import { decorative, type IconProps } from '@/components/ui/icons/decorative';

/** Icons of the security items: the shared set's, and a phone (Lucide's, decorative like the shared set). */
export { LockIcon } from '@/components/ui/icons/lock';
export { MailIcon } from '@/components/ui/icons/mail';
export { ShieldIcon } from '@/components/ui/icons/shield';

export function PhoneIcon(props: IconProps) {
  return decorative(Smartphone, props);
}
