import { Wallet } from 'lucide';
import { decorative, type IconProps } from './decorative';

export function WalletIcon(props: IconProps) {
  return decorative(Wallet, props);
}
