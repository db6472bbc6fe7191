import { Download } from 'lucide';
import { decorative, type IconProps } from './decorative';

export function DownloadIcon(props: IconProps) {
  return decorative(Download, props);
}
