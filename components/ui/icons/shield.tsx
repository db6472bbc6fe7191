import { Shield } from 'lucide';
import { decorative, type IconProps } from './decorative';

export function ShieldIcon(props: IconProps) {
  return decorative(Shield, props);
}
