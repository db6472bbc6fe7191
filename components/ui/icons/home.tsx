import { House } from 'lucide';
import { decorative, type IconProps } from './decorative';

export function HomeIcon(props: IconProps) {
  return decorative(House, props);
}
