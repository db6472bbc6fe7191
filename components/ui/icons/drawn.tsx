import { Drawn, type IconProps } from './decorative';

/** E-lottery: a numbered ball (Lucide has no lottery ball). */
export function LotteryBallIcon(props: IconProps) {
  return (
    <Drawn {...props}>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="4" />
      <path d="M11 11l1-1v4" />
    </Drawn>
  );
}

/* Social networks: their brands' marks (simplified to one path each), which Lucide does not carry. */
export function FacebookIcon(props: IconProps) {
  return (
    <Drawn fill="currentColor" {...props}>
      <path d="M14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v8h4v-8h3l1-4h-4V8.5c0-.3.2-.5.5-.5Z" />
    </Drawn>
  );
}
export function TelegramIcon(props: IconProps) {
  return (
    <Drawn fill="currentColor" {...props}>
      <path d="M21.5 3.6 2.9 10.8c-1 .4-1 1.7.1 2l4.6 1.5 1.8 5.6c.3.8 1.3 1 1.9.4l2.6-2.5 4.8 3.5c.7.5 1.7.1 1.9-.7l3.3-15.5c.2-1-.8-1.9-1.8-1.5ZM9.8 14.2l-.4 3.7-1.2-4 9.3-6.4-7.7 6.7Z" />
    </Drawn>
  );
}
export function TikTokIcon(props: IconProps) {
  return (
    <Drawn fill="currentColor" {...props}>
      <path d="M16.5 3c.3 2.3 1.8 4 4 4.3v3.2a7.7 7.7 0 0 1-4-1.2v6.4A5.8 5.8 0 1 1 10.7 10v3.3a2.6 2.6 0 1 0 2.6 2.6V3h3.2Z" />
    </Drawn>
  );
}
export function InstagramIcon(props: IconProps) {
  return (
    <Drawn {...props}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5h.01" />
    </Drawn>
  );
}
