import { PanelLeftClose } from 'lucide';
import { decorative, type IconProps } from './decorative';

export function SidebarCollapseIcon(props: IconProps) {
  return decorative(PanelLeftClose, props);
}
