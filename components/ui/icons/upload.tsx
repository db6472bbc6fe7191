import { Upload } from 'lucide';
import { decorative, type IconProps } from './decorative';

export function UploadIcon(props: IconProps) {
  return decorative(Upload, props);
}
