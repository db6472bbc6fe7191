import { Receipt } from 'lucide';
import { decorative, type IconProps } from './decorative';

export function ReceiptIcon(props: IconProps) {
  return decorative(Receipt, props);
}
