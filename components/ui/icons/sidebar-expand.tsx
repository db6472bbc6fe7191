import { PanelLeftOpen } from 'lucide';
import { decorative, type IconProps } from './decorative';

export function SidebarExpandIcon(props: IconProps) {
  return decorative(PanelLeftOpen, props);
}
