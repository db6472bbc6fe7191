import { strokeIcon } from '@/components/ui/icons';

/** Icons of the help-and-service menu (24×24, currentColor, decorative like every icon in components/ui/icons.tsx). */
export const LifebuoyIcon = strokeIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="4" />
    <path d="m5.6 5.6 3.6 3.6M14.8 14.8l3.6 3.6M18.4 5.6l-3.6 3.6M9.2 14.8l-3.6 3.6" />
  </>,
  'LifebuoyIcon',
);
export const MegaphoneIcon = strokeIcon(<path d="M3 10v4h3l6 4V6L6 10H3Zm13-1a4 4 0 0 1 0 6m3-9a8 8 0 0 1 0 12" />, 'MegaphoneIcon');
export const HelpCircleIcon = strokeIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17h.01" />
  </>,
  'HelpCircleIcon',
);
export const GaugeIcon = strokeIcon(<path d="M4.9 18a9 9 0 1 1 14.2 0M12 14l4-5M12 14h.01" />, 'GaugeIcon');
export const MessageSquareIcon = strokeIcon(<path d="M4 5h16v11H9l-5 4V5Zm4 4h8M8 12h5" />, 'MessageSquareIcon');
