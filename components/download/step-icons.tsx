import { EllipsisVertical, Share, Smartphone, SquarePlus } from 'lucide';
import { decorative, type IconProps } from '@/components/ui/icons/decorative';

/**
 * The download steps' icons (Lucide's, decorative like components/ui/icons): the browser menu, Safari's Share, Add to
 * Home Screen, a phone. Here rather than in the shared set, as only the download page and popup draw them.
 */
export function MoreVerticalIcon(props: IconProps) {
  return decorative(EllipsisVertical, props);
}
export function ShareIcon(props: IconProps) {
  return decorative(Share, props);
}
export function PlusSquareIcon(props: IconProps) {
  return decorative(SquarePlus, props);
}
export function SmartphoneIcon(props: IconProps) {
  return decorative(Smartphone, props);
}
