/** Types shared by the routes: the Hono environment (per-request variables) and the app-wide dependencies. */
import type { Db } from '../db';
import type { Clock } from './clock';
import type { PublicChanges } from './public-changes';
import type { RateLimiter } from './rate-limit';

export interface MerchantRow {
  code: string;
  brand_name: string;
  color_primary: string;
  color_primary_text: string;
  color_accent: string;
  currency_code: string;
  currency_symbol: string;
  register_captcha: number;
  gtag_id: string | null;
  status: 0 | 1 | 2;
  maintenance_end_iso: string | null;
  disclaimer: number;
  /** 1: the eligibility statements start ticked; 0: the player ticks each one (SiteInfoDto.eligibilityPreticked). */
  eligibility_preticked: number;
  /** The merchant's time zone, minutes east of GMT (SiteInfoDto.gmtOffsetMinutes). */
  gmt_offset_minutes: number;
  sms_for_username: number;
  /** The market's minimum age to play (18 or 21). */
  minimum_age: number;
  /** SMS sends left with the merchant's provider; null: no quota. */
  sms_credit: number | null;
  /** RegisterSettingsDto.zaloReward in minor units; null: none. */
  zalo_reward_minor: number | null;
}

export interface MemberRow {
  id: number;
  merchant_code: string;
  username: string;
  password_hash: string;
  type: number;
  upline_id: number | null;
  nickname: string | null;
  language: string | null;
  club_label_name: string | null;
  club_color: string | null;
  club_color2: string | null;
  club_rank: number | null;
  member_label: string | null;
  first_login: number;
  password_changed_at: number;
  login_failures: number;
  captcha_required: number;
  mobile: string | null;
  dial_code: string | null;
  email: string | null;
  payee_name: string | null;
  referral_code: string | null;
  affiliate_code: string | null;
  referrer_id: number | null;
  /** The member's rebate rate, hundredths of a percent (the agent centre, migration 10). */
  rebate_bp: number;
  last_login_at: number | null;
  locked: number;
  /** The member's picture among the merchant's avatar_icons (migration 26); null while they have none. */
  avatar: string | null;
}

export interface AppEnv {
  Variables: {
    visitorIp: string;
    merchant: MerchantRow;
    member: MemberRow;
  };
}

export interface Deps {
  db: Db;
  /** Absolute base URL of this sandbox, without a trailing slash; image URLs are built from it. */
  publicUrl: string;
  loginLimiter: RateLimiter;
  /** Captchas and slider puzzles issued per visitor address and merchant (keys "captcha|…", "slider|…"). */
  challengeLimiter: RateLimiter;
  /** Username availability checks per visitor address and merchant (USERNAME_CHECKS_PER_MINUTE). */
  usernameCheckLimiter: RateLimiter;
  /** The sandbox clock (real time plus a test-movable offset): member-centre code reads the time here. */
  clock: Clock;
  /** Whether public data may have changed since the last reset (POST /__sandbox/reset answers it). */
  publicChanges: PublicChanges;
  /** Absolute URL for a path on this sandbox ("/cdn/x.svg" → "http://localhost:4000/cdn/x.svg"); absolute URLs pass through. */
  abs(path: string): string;
}
