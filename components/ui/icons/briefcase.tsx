import { Briefcase } from 'lucide';
import { decorative, type IconProps } from './decorative';

export function BriefcaseIcon(props: IconProps) {
  return decorative(Briefcase, props);
}
