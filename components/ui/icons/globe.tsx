import { Globe } from 'lucide';
import { decorative, type IconProps } from './decorative';

export function GlobeIcon(props: IconProps) {
  return decorative(Globe, props);
}
