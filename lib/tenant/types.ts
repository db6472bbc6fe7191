/**
 * The site's own view of a merchant, reshaped from the platform's SiteStatusDto so UI code never sees wire types.
 * Plain data only: it crosses from server components into client components as props.
 */
import type { GameCategory } from '@/lib/platform/contract';

export type SiteGate = 'open' | 'maintenance' | 'restricted';

export interface AppDownload {
  platform: 'android' | 'ios';
  url: string;
}

export interface SocialLink {
  network: 'facebook' | 'telegram' | 'tiktok' | 'instagram';
  url: string;
}

export interface Site {
  host: string;
  merchantCode: string;
  brandName: string;
  logoUrl: string;
  colors: { primary: string; primaryText: string; accent: string };
  languages: string[];
  defaultLanguage: string;
  currency: { code: string; symbol: string };
  features: {
    directRegister: boolean;
    mobileRegister: boolean;
    freePlay: boolean;
    smsLogin: boolean;
    referral: boolean;
    contracts: boolean;
    loginToHome: boolean;
    phoneReset: boolean;
    passwordExpiryForcesChange: boolean;
  };
  register: { usernameEnabled: boolean; mobileEnabled: boolean; captchaEnabled: boolean; smsEnabled: boolean };
  appDownloads: AppDownload[];
  socials: SocialLink[];
  affiliateUrl: string | null;
  speedTestUrl: string | null;
  customerService: { type: 'VIP' | 'LIVECHAT'; url: string }[];
  footer: {
    /** Sanitized about-us HTML by language code; the page picks its own language, else the default's. */
    aboutHtml: Record<string, string>;
    paymentImages: { name: string; url: string }[];
    licenceImages: { name: string; url: string }[];
  };
  imageOrigins: string[];
  gtagId: string | null;
  /** Ask for the age/eligibility disclaimer once per browser session. */
  disclaimer: boolean;
}

export interface SiteStatus {
  gate: SiteGate;
  maintenanceEnd: string | null;
  visitor: { ip: string; country: string | null };
}

/** One entry of the top navigation and the sidebar: a game category that has at least one vendor. */
export interface NavCategory {
  category: GameCategory;
  /** Site path of the category's list page, e.g. /rng. */
  path: string;
  vendors: { code: string; name: string; logoUrl: string }[];
}

export interface Banner {
  id: number;
  group: string;
  imageUrl: string;
  title: string;
  /** A validated link target: a site path ("/promotions") or an absolute https URL; null when the banner is not a link. */
  href: string | null;
  external: boolean;
}

export interface Notice {
  id: number;
  title: string;
  /** Sanitized HTML. */
  html: string;
  time: string;
}
