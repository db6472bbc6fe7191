/**
 * Wire shapes of the system calls: site status (host → merchant), whitelabel flags, announcements, the encryption key.
 * Paths are the platform's; see docs/spec/frontend-spec.md §3 and §7.
 */
import type { ProtectionConfigDto } from './protection';

export const SystemPath = {
  /** GET ?url=<host>. Answers 404 + DOMAIN_NOT_AVAILABLE for a host no merchant owns. No Merchant header needed. */
  STATUS: '/wps/system/status',
  /** GET, Merchant header. */
  WHITELABEL: '/wps/system/whitelabel',
  /** GET, Merchant header. The key the site encrypts "enc" bodies to. */
  ENCRYPTION_KEY: '/wps/system/encryption-key',
  /** POST, Merchant header. Body AnnouncementsRequest. */
  ANNOUNCEMENTS: '/wps/relay/MCSFE_getListAnnouncements',
  /** GET ?lang=<code>&device=WEB, Merchant header, no token. The help centre's articles in one language. */
  HELP_CENTER: '/wps/system/helpCenter',
} as const;

/** 0 normal, 1 maintenance, 2 region restriction. Maintenance wins over restriction. */
export type SiteStatusCode = 0 | 1 | 2;

export const WhitelabelFlag = {
  CHNGPASSVERIF3: 'CHNGPASSVERIF3',
  MOBILEVERCODELOGIN3: 'MOBILEVERCODELOGIN3',
  DIRECTREG3: 'DIRECTREG3',
  MOBILENUMREG3: 'MOBILENUMREG3',
  REGMOBVERF3: 'REGMOBVERF3',
  MOBILENUMPASSREG3: 'MOBILENUMPASSREG3',
  USERNAMEREG3: 'USERNAMEREG3',
  FREEPLAY3: 'FREEPLAY3',
  PWDEXPFORCECHANGE3: 'PWDEXPFORCECHANGE3',
  /** Login-to-home: every path but the public ones redirects to /login without a session. */
  LOGINTOHOME3: 'LOGINTOHOME3',
  /** Referral (invite and earn) promotion enabled. */
  REFERRAL3: 'REFERRAL3',
  /** Agent contracts enabled: the dividend contract (and the agent centre's dividend page). */
  CONTRACT3: 'CONTRACT3',
  /** Agent contracts: the daily salary contract and its page. */
  DAILYSAL3: 'DAILYSAL3',
  /** Agent contracts: the hourly salary contract and its page. */
  HOURSAL3: 'HOURSAL3',
  /** Agent contracts: the real-time salary contract (settled every 5 minutes) and its page. */
  REALTIMESAL3: 'REALTIMESAL3',
  /** Member centre: the reward centre page. */
  REWCEN3: 'REWCEN3',
  /** Member centre: internal messages (platform information). */
  MAILCEN: 'MAILCEN',
  /** Member centre: transfer to upline. */
  AGETRANSFERUP3: 'AGETRANSFERUP3',
  /** Feedback to the merchant (PUT /wps/feedback, contract/service.ts). */
  FEEDBACK3: 'FEEDBACK3',
  /**
   * The side and top bars stay on /seamless and /vnlottery (the side menu then in mini mode); without it those pages
   * hide them (spec §2 "Layout": "unless a store flag allows").
   */
  GAMEBARS3: 'GAMEBARS3',
} as const;
export type WhitelabelFlag = (typeof WhitelabelFlag)[keyof typeof WhitelabelFlag];

export type ResourceType =
  | 'AFFILIATELINK'
  | 'Android'
  | 'MOBILECONFIG'
  | 'USDJUMP'
  | 'SpeedTest'
  | 'FACEBOOK'
  | 'TELEGRAM'
  | 'TELEGRAM2'
  | 'TIKTOK'
  | 'INSTAGRAM';

/**
 * A link the operator configures (spec §3 Resources). AFFILIATELINK the affiliate programme; Android and MOBILECONFIG
 * the native apps; USDJUMP the operator's site in US dollars; SpeedTest the line test; FACEBOOK, TELEGRAM, TELEGRAM2
 * (a second Telegram channel), TIKTOK and INSTAGRAM the social links.
 */
export interface ResourceDto {
  resourceType: ResourceType;
  url: string;
  /** An image of the operator's own QR code for `url` (the apps'): shown before one the site would draw. */
  qrCodeUrl?: string | null;
  /** The link's name as the operator writes it (in English, whatever the language): its visible name when present. */
  labelNameEn?: string | null;
}

export interface CustomerServiceDto {
  csType: 'VIP' | 'LIVECHAT';
  path: string;
}

export interface BrandDto {
  /** Display name of the brand, e.g. "VN88". */
  name: string;
  /** Absolute URL of the logo image (served from the image CDN). */
  logoUrl: string;
  /** Hex colours, "#rrggbb". */
  colors: { primary: string; primaryText: string; accent: string };
}

export interface FooterDto {
  /**
   * The about-us text as HTML (sanitized by the site before render), one entry per language the merchant offers,
   * keyed by language code. The status call is not language-specific, so every language travels with it.
   */
  aboutHtml: Record<string, string>;
  paymentImages: { name: string; url: string }[];
  licenceImages: { name: string; url: string }[];
}

export interface SiteInfoDto {
  merchantCode: string;
  brand: BrandDto;
  /** Language codes, lower case (en, vi, th, zh, id, ko, ar). The first is the default. */
  languages: string[];
  defaultLanguage: string;
  currency: { code: string; symbol: string };
  /** Enabled whitelabel flags (the same list /wps/system/whitelabel answers). */
  whitelabel: string[];
  register: { usernameEnabled: boolean; mobileEnabled: boolean; captchaEnabled: boolean; smsEnabled: boolean };
  resources: ResourceDto[];
  customerService: CustomerServiceDto[];
  analytics: {
    gtagId: string | null;
    /**
     * The share of page views (0 to 1) whose Core Web Vitals the browser reports to the site (POST /api/vitals). A
     * platform that leaves it out gets the site's default (lib/platform/site.ts).
     */
    vitalsSampleRate?: number;
  };
  imageCDNs: string[];
  launchGameCDNs: string[];
  footer: FooterDto;
  /** Show the age/eligibility disclaimer once per browser session (spec §4 Disclaimer). */
  disclaimer: boolean;
  /**
   * Whether the eligibility statements start ticked: the disclaimer's boxes and registration's age-and-terms box (spec
   * §4 "four checkboxes start ticked", §5 "ticked by default"). A market that requires an active choice (ph) says false.
   * A platform that leaves it out gets the spec's behaviour (ticked).
   */
  eligibilityPreticked: boolean;
  /**
   * The merchant's time zone, in minutes east of GMT (demo 420: GMT+7). Its days and periods (reports, contract periods,
   * daily limits) are cut in it, and the site shows every time in it, naming it. Fixed: no daylight-saving changes.
   * (AgentProfileDto.gmtOffsetMinutes is the same value.)
   */
  gmtOffsetMinutes: number;
  /** Player protection: the tools this merchant offers, the market's age and help organisations. */
  protection: ProtectionConfigDto;
}

export interface SiteStatusDto {
  status: SiteStatusCode;
  /** ISO time the maintenance is expected to end, when known. */
  maintenanceEnd: string | null;
  location: { ip: string; country: string | null };
  maintenance: boolean;
  regionRestriction: boolean;
  site: SiteInfoDto;
}

export type LinkageType = 'NONE' | 'LINK' | 'PROMOTION';

export interface BannerDto {
  bannerId: number;
  /** w_home, w_rng, w_live, w_fish, w_pvp, w_sports, w_esports, w_lott, w_down, w_promotion, w_shop, w_help, w_reg, w_inhouse */
  groupName: string;
  /** Image URL. */
  url: string;
  linkageType: LinkageType;
  /** Target for LINK (absolute http(s) URL or site path) or the promotion id for PROMOTION. */
  linkage: string | null;
  title: string;
  sort: number;
}

export interface NoticeDto {
  id: number;
  title: string;
  /** HTML; sanitized by the site before render. */
  content: string;
  /** ISO time. */
  time: string;
}

/** B banners, PL player notices, PU popup, PR promotion, H help. */
export type AnnouncementType = 'B' | 'PL' | 'PU' | 'PR' | 'H';

export interface AnnouncementsRequest {
  types: AnnouncementType[];
  platform: 'W';
  executionType: 'B';
  /** Optional: only banners of this group. */
  groupName?: string;
}

/**
 * One list per type asked for (an unasked type's list is empty): B banners, PL player, PU popup, PR promotion, H help.
 * The spec names the groups player, banners, popup and promotion; `help` is ours, the same shape, for type H.
 */
export interface AnnouncementsDto {
  banners: BannerDto[];
  player: NoticeDto[];
  popup: NoticeDto[];
  promotion: NoticeDto[];
  help: NoticeDto[];
}

export interface EncryptionKeyDto {
  /** Key id, echoed in the JWE header. */
  kid: string;
  /** RSA public key as JWK. */
  jwk: { kty: 'RSA'; n: string; e: string; alg?: string; use?: string };
  alg: 'RSA-OAEP-256';
  enc: 'A256GCM';
}

/** Where an article sits in the help centre. */
export type HelpCategory = 'rules' | 'account' | 'payments' | 'games' | 'responsible' | 'about';

export interface HelpArticleDto {
  /** Stable anchor, the same in every language: /help#term. Letters, digits, '-' and '_' only. */
  tag: string;
  title: string;
  /** HTML; sanitized by the site before render. */
  content: string;
  category: HelpCategory;
  sort: number;
  /** Listed among the footer's help links. */
  footer: boolean;
}

export interface HelpCenterDto {
  /** The language the articles are in (the requested one when the merchant offers it, else its default). */
  language: string;
  articles: HelpArticleDto[];
}
