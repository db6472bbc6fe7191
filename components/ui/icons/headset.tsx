import { Headset } from 'lucide';
import { decorative, type IconProps } from './decorative';

export function HeadsetIcon(props: IconProps) {
  return decorative(Headset, props);
}
