import type { ReactNode, SVGProps } from 'react';

/**
 * Small inline icons (24×24, currentColor). Always decorative: the control around an icon carries the name.
 */
type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

export function strokeIcon(paths: ReactNode, displayName: string) {
  function Icon({ className = 'h-5 w-5', ...props }: IconProps) {
    return (
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className}
        {...props}
      >
        {paths}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}

function fillIcon(paths: ReactNode, displayName: string) {
  function Icon({ className = 'h-5 w-5', ...props }: IconProps) {
    return (
      <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" fill="currentColor" className={className} {...props}>
        {paths}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}

export const MenuIcon = strokeIcon(<path d="M4 6h16M4 12h16M4 18h16" />, 'MenuIcon');
export const CloseIcon = strokeIcon(<path d="M6 6l12 12M18 6 6 18" />, 'CloseIcon');
export const ChevronDownIcon = strokeIcon(<path d="m6 9 6 6 6-6" />, 'ChevronDownIcon');
export const ChevronLeftIcon = strokeIcon(<path d="m15 6-6 6 6 6" />, 'ChevronLeftIcon');
export const ChevronRightIcon = strokeIcon(<path d="m9 6 6 6-6 6" />, 'ChevronRightIcon');
export const CheckIcon = strokeIcon(<path d="m5 12 5 5 9-10" />, 'CheckIcon');
export const HomeIcon = strokeIcon(<path d="M3 11 12 4l9 7M5 10v10h5v-6h4v6h5V10" />, 'HomeIcon');
export const FlameIcon = strokeIcon(
  <path d="M12 3s6 4.5 6 10a6 6 0 0 1-12 0c0-2.5 1.5-4.5 3-5.5 0 2 1 3.5 2.5 3.5C11 8 12 3 12 3Z" />,
  'FlameIcon',
);
export const HeartIcon = strokeIcon(
  <path d="M12 20s-7-4.4-9-9a4.8 4.8 0 0 1 9-3 4.8 4.8 0 0 1 9 3c-2 4.6-9 9-9 9Z" />,
  'HeartIcon',
);
export const GiftIcon = strokeIcon(
  <>
    <rect x="3" y="8" width="18" height="4" rx="1" />
    <path d="M5 12v8h14v-8M12 8v12M12 8S10.5 4 8 4a2 2 0 0 0 0 4M12 8s1.5-4 4-4a2 2 0 0 1 0 4" />
  </>,
  'GiftIcon',
);
export const HeadsetIcon = strokeIcon(
  <path d="M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H5a1 1 0 0 1-1-1v-4Zm16 0h-3v5h2a1 1 0 0 0 1-1v-4ZM17 19c0 1.5-2 2-5 2" />,
  'HeadsetIcon',
);
export const UserPlusIcon = strokeIcon(
  <>
    <circle cx="9" cy="8" r="4" />
    <path d="M2 21a7 7 0 0 1 14 0M19 8v6M16 11h6" />
  </>,
  'UserPlusIcon',
);
export const TrophyIcon = strokeIcon(
  <path d="M8 4h8v6a4 4 0 0 1-8 0V4ZM8 6H4v2a4 4 0 0 0 4 4M16 6h4v2a4 4 0 0 1-4 4M12 14v4M8 21h8M9 18h6" />,
  'TrophyIcon',
);
export const DownloadIcon = strokeIcon(<path d="M12 4v11M7 10l5 5 5-5M4 20h16" />, 'DownloadIcon');
export const GlobeIcon = strokeIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9S14.5 18.3 12 21c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z" />
  </>,
  'GlobeIcon',
);
export const SunIcon = strokeIcon(
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </>,
  'SunIcon',
);
export const MoonIcon = strokeIcon(<path d="M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5Z" />, 'MoonIcon');
export const EyeIcon = strokeIcon(
  <>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </>,
  'EyeIcon',
);
export const EyeOffIcon = strokeIcon(
  <path d="M3 3l18 18M10.6 5.1A10.8 10.8 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-3.2 4M6.6 6.6C3.7 8.4 2 12 2 12s3.6 7 10 7a10 10 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2" />,
  'EyeOffIcon',
);
export const WarningIcon = strokeIcon(<path d="M12 4 2.5 20h19L12 4Zm0 6v4m0 3h.01" />, 'WarningIcon');
export const GridIcon = strokeIcon(<path d="M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z" />, 'GridIcon');
export const WalletIcon = strokeIcon(
  <path d="M4 7h14a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a1 1 0 0 1-1-1V7Zm0 0 11-3v3m1 6h.01" />,
  'WalletIcon',
);
export const RefreshIcon = strokeIcon(<path d="M20 11A8 8 0 0 0 5.3 7M4 4v4h4M4 13a8 8 0 0 0 14.7 4M20 20v-4h-4" />, 'RefreshIcon');
export const MailIcon = strokeIcon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </>,
  'MailIcon',
);
export const UserIcon = strokeIcon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>,
  'UserIcon',
);
export const ShieldIcon = strokeIcon(<path d="M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6l-8-3Z" />, 'ShieldIcon');
export const ReceiptIcon = strokeIcon(
  <path d="M6 3h12v18l-3-2-3 2-3-2-3 2V3ZM9 8h6M9 12h6M9 16h3" />,
  'ReceiptIcon',
);
export const ListIcon = strokeIcon(<path d="M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01" />, 'ListIcon');
export const BriefcaseIcon = strokeIcon(
  <>
    <rect x="3" y="7" width="18" height="13" rx="2" />
    <path d="M9 7V5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2M3 13h18" />
  </>,
  'BriefcaseIcon',
);
export const LogOutIcon = strokeIcon(<path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l-5-5 5-5M5 12h11" />, 'LogOutIcon');
export const ArrowDownCircleIcon = strokeIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v10M8 13l4 4 4-4" />
  </>,
  'ArrowDownCircleIcon',
);
export const ArrowUpCircleIcon = strokeIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 17V7M8 11l4-4 4 4" />
  </>,
  'ArrowUpCircleIcon',
);
export const SidebarCollapseIcon = strokeIcon(
  <>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <path d="M9 4v16M16 10l-2 2 2 2" />
  </>,
  'SidebarCollapseIcon',
);
export const SidebarExpandIcon = strokeIcon(
  <>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <path d="M9 4v16M14 10l2 2-2 2" />
  </>,
  'SidebarExpandIcon',
);

export const LockIcon = strokeIcon(
  <>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </>,
  'LockIcon',
);

/* Game categories. */
export const TicketIcon = strokeIcon(
  <path d="M3 8a2 2 0 0 0 0 4v0a2 2 0 0 1 0 4v2h18v-2a2 2 0 0 1 0-4 2 2 0 0 1 0-4V6H3v2ZM14 6v12" />,
  'TicketIcon',
);
export const LotteryBallIcon = strokeIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="4" />
    <path d="M11 11l1-1v4" />
  </>,
  'LotteryBallIcon',
);
export const CardsIcon = strokeIcon(
  <>
    <rect x="8" y="4" width="12" height="16" rx="2" />
    <path d="M8 7 4.7 8a1 1 0 0 0-.7 1.2l2.8 10.1a1 1 0 0 0 1.2.7L8 20M14 9l-2 3 2 3 2-3-2-3Z" />
  </>,
  'CardsIcon',
);
export const SportsBallIcon = strokeIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m12 7 4 3-1.5 4.5h-5L8 10l4-3ZM12 3v4M21 10l-5 0M3 10h5M9.5 14.5 7 19M14.5 14.5 17 19" />
  </>,
  'SportsBallIcon',
);
export const FishIcon = strokeIcon(
  <path d="M3 12s4-6 11-6c3.5 0 6 3 7 6-1 3-3.5 6-7 6-7 0-11-6-11-6Zm0 0-1-4m1 4-1 4M16 11h.01" />,
  'FishIcon',
);
export const SlotsIcon = strokeIcon(
  <>
    <rect x="3" y="5" width="15" height="15" rx="2" />
    <path d="M8 5v15M13 5v15M18 9h1.5a1.5 1.5 0 0 0 1.5-1.5V4" />
    <circle cx="21" cy="3.5" r="0.5" />
  </>,
  'SlotsIcon',
);
export const SpadeIcon = strokeIcon(
  <path d="M12 3s-8 6-8 10a4 4 0 0 0 7 2.6V17l-2 4h6l-2-4v-1.4A4 4 0 0 0 20 13c0-4-8-10-8-10Z" />,
  'SpadeIcon',
);
export const GamepadIcon = strokeIcon(
  <path d="M6 8h12a4 4 0 0 1 3.9 4.9l-1 4.2a2.5 2.5 0 0 1-4.3 1L15 16H9l-1.6 2.1a2.5 2.5 0 0 1-4.3-1l-1-4.2A4 4 0 0 1 6 8Zm2 3v4M6 13h4M15 12h.01M17 14h.01" />,
  'GamepadIcon',
);

/* Social networks (brand marks simplified to one path each). */
export const FacebookIcon = fillIcon(
  <path d="M14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v8h4v-8h3l1-4h-4V8.5c0-.3.2-.5.5-.5Z" />,
  'FacebookIcon',
);
export const TelegramIcon = fillIcon(
  <path d="M21.5 3.6 2.9 10.8c-1 .4-1 1.7.1 2l4.6 1.5 1.8 5.6c.3.8 1.3 1 1.9.4l2.6-2.5 4.8 3.5c.7.5 1.7.1 1.9-.7l3.3-15.5c.2-1-.8-1.9-1.8-1.5ZM9.8 14.2l-.4 3.7-1.2-4 9.3-6.4-7.7 6.7Z" />,
  'TelegramIcon',
);
export const TikTokIcon = fillIcon(
  <path d="M16.5 3c.3 2.3 1.8 4 4 4.3v3.2a7.7 7.7 0 0 1-4-1.2v6.4A5.8 5.8 0 1 1 10.7 10v3.3a2.6 2.6 0 1 0 2.6 2.6V3h3.2Z" />,
  'TikTokIcon',
);
export const InstagramIcon = strokeIcon(
  <>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <path d="M17.5 6.5h.01" />
  </>,
  'InstagramIcon',
);
