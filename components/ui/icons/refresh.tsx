import { RefreshCw } from 'lucide';
import { decorative, type IconProps } from './decorative';

export function RefreshIcon(props: IconProps) {
  return decorative(RefreshCw, props);
}
