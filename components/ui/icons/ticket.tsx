import { Ticket } from 'lucide';
import { decorative, type IconProps } from './decorative';

export function TicketIcon(props: IconProps) {
  return decorative(Ticket, props);
}
