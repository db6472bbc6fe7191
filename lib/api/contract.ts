/**
 * Shapes of the site's own BFF routes under app/api/, shared by the route handlers and the client hooks that call them.
 * Errors come back in the platform envelope shape with a 4xx/5xx status.
 */

import type { Game, PvpRoom } from '@/lib/platform/games';
import type { GameListType, LotteryPlayType } from '@site/platform-contract/games';

export const ApiPath = {
  /** POST LoginRequest → LoginResponse. */
  LOGIN: '/api/session/login',
  /** POST → {}; clears the session. */
  LOGOUT: '/api/session/logout',
  /** GET → MemberSummary. 401 when logged out. */
  MEMBER_SUMMARY: '/api/member/summary',
  /** GET → WalletBalance. */
  BALANCE: '/api/wallet/balance',
  /** GET → CaptchaImage: a fresh captcha (login, registration). */
  CAPTCHA: '/api/session/captcha',
  /** POST → LoginResponse; signs in a free-play (trial) account. */
  FREE_PLAY: '/api/session/free-play',
  /** PUT { language } → {}; stores the choice (cookie) and tells the platform when logged in. */
  LANGUAGE: '/api/preferences/language',
  /** POST { verifyToken, verificationCode } → LoginResponse: the second step after login_verify_required. */
  LOGIN_VERIFY: '/api/session/login/verify',
  /** GET ?username= → { required }: show the login captcha before the attempt. */
  LOGIN_CAPTCHA: '/api/session/login/captcha',
  /** GET → RegisterFormData (settings, countries, the visitor's country) for the register popup. */
  REGISTER_SETTINGS: '/api/register/settings',
  /** POST RegisterRequest → RegisterResponse; registers, then signs in (sealed cookie). */
  REGISTER: '/api/register',
  /**
   * GET ?username= → UsernameAvailability: could this name be registered now (asked as the player leaves the field).
   * The platform limits these per visitor address (429 TOO_MANY_REQUESTS).
   */
  USERNAME_AVAILABILITY: '/api/register/username',
  /** GET ?code= → { valid }: is this affiliate code known for this domain. */
  AFFILIATE_CHECK: '/api/register/affiliate',
  /** POST { purpose } → SliderPuzzleDto. */
  SLIDER: '/api/verification/slider',
  /** POST { puzzleId, x } → { sliderToken }. */
  SLIDER_VERIFY: '/api/verification/slider/verify',
  /** POST { countryDialingCode, mobileNo, sliderToken, regType } → { expiredMinutes }. */
  SMS_REGISTER: '/api/verification/sms/register',
  /** POST { countryDialingCode, mobileNum, sliderToken } → { expiredMinutes }, alike whether or not an account has the number. */
  SMS_LOGIN: '/api/verification/sms/login',
  /** POST { countryDialingCode, mobileNum, sliderToken } → { expirationTime }, alike whether or not an account has the number. */
  SMS_FORGOT: '/api/verification/sms/password',
  /** POST { verifyToken } → { expiredMinutes }. */
  SMS_LOGIN_VERIFY: '/api/verification/sms/login-verify',
  /** POST { username, email, sliderToken } → {}, alike whether or not the two belong to an account. */
  FORGOT_BY_EMAIL: '/api/password/forgot/email',
  /** POST { countryDialingCode, mobileNum, verificationCode, newPassword } → LoginResponse (signed in with it). */
  RESET_BY_PHONE: '/api/password/forgot/phone',
  /** POST { oldPassword, newPassword, confirmNewPassword } → {}. */
  CHANGE_PASSWORD: '/api/password/change',
  /** GET → AfterLoginData: what the after-login dialog shows. */
  AFTER_LOGIN: '/api/session/after-login',
  /** GET ?type=RNG&vendor=&classify=&q=&minBet=1&lines=25&page=2 → GamePage: one page of a catalogue. */
  GAMES: '/api/games',
  /** GET → GamesOnly: the hot list. */
  HOT_GAMES: '/api/games/hot',
  /** GET → GamesOnly: the member's recent games. */
  RECENT_GAMES: '/api/games/recent',
  /** GET → FavouriteIds. POST FavouriteRequest → FavouriteIds (after the change). */
  FAVOURITES: '/api/games/favourites',
  /** GET ?type=&page= → FavouritePage: the member's favourite games of one type (RNG when none is named). */
  FAVOURITE_GAMES: '/api/games/favourites/list',
  /** GET ?vendor= → VendorGameTypes: the game types the vendor has games of (a member's: the platform wants the token). */
  VENDOR_GAME_TYPES: '/api/games/vendor-types',
  /** POST LaunchRequest → Launch (the game's address and how to open it). */
  LAUNCH: '/api/games/launch',
  /** POST FunLaunchRequest → Launch: a game in fun mode (play money, no wallet) for anyone. */
  FUN_LAUNCH: '/api/games/launch/fun',
  /** GET → VnRecent: the VN lottery games the member played last. */
  VN_RECENT: '/api/games/vn-recent',
  /** GET → PvpRooms: the PVP rooms open now. */
  PVP_ROOMS: '/api/games/pvp-rooms',
  /** POST LotteryRequest → Launch: a lottery's lobby, or one game's betting view. */
  LOTTERY: '/api/games/lottery',
} as const;

export interface GamesOnly {
  games: Game[];
}

export interface FavouriteIds {
  ids: number[];
}

export interface FavouriteRequest {
  id: number;
  vendor: string;
  type: GameListType;
  favourite: boolean;
}

export interface VendorGameTypes {
  /** In GAME_LIST_TYPES order. */
  types: GameListType[];
}

export interface FavouritePage {
  games: Game[];
  page: number;
  totalPages: number;
}

export interface LaunchRequest {
  /** The game's node id (a PVP room's launch may have none). */
  id?: number;
  code: string;
  vendor: string;
  type: GameListType;
  /** A PVP room to join (the game is then the room's). */
  room?: string;
}

export interface FunLaunchRequest {
  /** The game's node id. */
  id: number;
  vendor: string;
}

export interface PvpRooms {
  rooms: PvpRoom[];
}

export type LoginRequest =
  | {
      type?: 'username';
      username: string;
      password: string;
      /** The answer to the captcha `captchaId` names (CaptchaImage), when one is asked. */
      captcha?: string;
      captchaId?: string;
      remember?: boolean;
      entrance?: 'member' | 'agent';
    }
  | { type: 'sms'; mobileNum: string; countryDialingCode: string; verificationCode: string; remember?: boolean };

/** A captcha as the browser gets it: the image and the id its answer goes back with. */
export interface CaptchaImage {
  /** A data: URL of the PNG. */
  image: string;
  captchaId: string;
}

export interface LoginResponse {
  firstTimeLogin: boolean;
  passwordExpired: boolean;
}

export interface MemberSummary {
  account: string;
  nickname: string | null;
  isAgent: boolean;
  isTrial: boolean;
  vipLabel: string | null;
  unread: number;
  /** The address of the player's avatar picture; null for the default avatar (lib/platform/member.ts playerAvatar). */
  avatarUrl: string | null;
}

export interface WalletBalance {
  amount: number;
  currency: string;
}

export interface RegisterFormData {
  settings: import('@site/platform-contract').RegisterSettingsDto;
  countries: import('@site/platform-contract').CountryDto[];
  /** The visitor's country (ISO code) as the platform located them, for the dial-code default. */
  visitorCountry: string | null;
}

/** Registration as the browser sends it: the platform payload without what the server adds (domain, registerUrl…). */
export type RegisterRequest = Omit<
  import('@site/platform-contract').RegisterPayload,
  'registerUrl' | 'domain' | 'registerMethod' | 'login'
>;

export interface UsernameAvailability {
  available: boolean;
}

export interface RegisterResponse {
  account: string;
  regType: import('@site/platform-contract').RegType;
}

export interface AfterLoginData {
  /** The merchant's popup notices (announcement type PU), sanitized, with the time as shown (YYYY-MM-DD HH:mm:ss). */
  popup: (import('@/lib/platform/system').Notice & { timeLabel: string })[];
}

export interface LotteryRequest {
  gameCode?: string;
  /** With a gameCode: the play type its betting view opens at. */
  playType?: LotteryPlayType;
  /** Lottery (default) or E-Lottery. */
  gameType?: 'LOTT' | 'ELOTT';
  prizeMode?: 'Lott' | 'ZY' | 'Elott' | 'SEA';
  area?: 'VN';
}

export interface VnRecent {
  games: { code: string; name: string; vendor: string }[];
}
