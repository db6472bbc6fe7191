import { Gamepad2 } from 'lucide';
import { decorative, type IconProps } from './decorative';

export function GamepadIcon(props: IconProps) {
  return decorative(Gamepad2, props);
}
