import { Mail } from 'lucide';
import { decorative, type IconProps } from './decorative';

export function MailIcon(props: IconProps) {
  return decorative(Mail, props);
}
