import { Fish } from 'lucide';
import { decorative, type IconProps } from './decorative';

export function FishIcon(props: IconProps) {
  return decorative(Fish, props);
}
