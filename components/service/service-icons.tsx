import { CircleQuestionMark, Gauge, LifeBuoy, Megaphone, MessageSquareText } from 'lucide';
import { decorative, type IconProps } from '@/components/ui/icons/decorative';

/** Icons of the help-and-service menu (Lucide's, decorative like every icon in components/ui/icons/). */
export function LifebuoyIcon(props: IconProps) {
  return decorative(LifeBuoy, props);
}
export function MegaphoneIcon(props: IconProps) {
  return decorative(Megaphone, props);
}
export function HelpCircleIcon(props: IconProps) {
  return decorative(CircleQuestionMark, props);
}
export function GaugeIcon(props: IconProps) {
  return decorative(Gauge, props);
}
export function MessageSquareIcon(props: IconProps) {
  return decorative(MessageSquareText, props);
}
