/** Wire shapes of session, member, wallet and message calls. */

export const MemberPath = {
  /** POST, enc body { value: <jwe of LoginPayload> }. */
  LOGIN: '/wps/session/login',
  /**
   * POST, body FreePlayRequest, with PlatformHeader.ENCRYPTED: the same request sealed as an "enc" payload is (a compact
   * JWE to the key of SystemPath.ENCRYPTION_KEY), spec §7 "free play: adds os, platform W, encrypted header". Signs in a
   * fresh free-play (trial, type 4) account, only with FREEPLAY3. Refused without the header or with one that does not
   * seal this body (400 bad_request), or that does not decrypt (400 decryption_failed: the key may have changed).
   */
  FREE_PLAY: '/wps/session/login/freeplay',
  /** DELETE, token. */
  LOGOUT: '/wps/session/logout',
  /** GET, token. */
  INFO: '/wps/member/info',
  /** GET, token. */
  BALANCE: '/wps/v2/wallets/balance',
  /** POST, token. */
  UNREAD_COUNT: '/wps/relay/CSP_unreadCount',
  /** PUT, token. Body { language }. */
  LANGUAGE: '/wps/member/language',
  /**
   * GET, Merchant header → CaptchaDto: a base64 PNG and its id. The answer goes in LoginPayload.captcha (or
   * RegisterPayload.captcha) with the id beside it, from the visitor address (X-Forwarded-For) the captcha was issued
   * to; one guess spends it. Issued a limited number of times per address (429 TOO_MANY_REQUESTS).
   */
  CAPTCHA: '/wps/captcha',
  /**
   * GET ?username=, Merchant header → LoginCaptchaDto: whether a password login with this username needs a captcha now
   * (after a failed attempt). Answers the same for a name no account has, so it tells nothing about which exist.
   */
  LOGIN_CAPTCHA: '/wps/session/login/captcha',
  /**
   * GET, token → PlayerAvatarDto: which avatar picture is the player's (spec §7 "Auth and account": avatar). Schema of
   * the answer: answers/avatar.ts.
   */
  PLAYER_AVATAR: '/wps/relay/MCSFE_getPlayerAvatar',
  /** GET, token → AvatarIconsDto: the avatar pictures, each id with its image (spec §7 "Auth and account": icon). */
  AVATAR_ICONS: '/wps/member/info/icon',
} as const;

export interface LoginCaptchaDto {
  required: boolean;
}

/**
 * value of GET /wps/captcha. The spec's captcha call answers the PNG alone; its id beside it binds the answer to the
 * visitor it was issued to, so a solved captcha cannot be passed on to another visitor.
 */
export interface CaptchaDto {
  /** Names this captcha when it is answered (LoginPayload.captchaId, RegisterPayload.captchaId). */
  captchaId: string;
  /** The image: a base64 PNG, no data: prefix. */
  image: string;
}

/** The free-play login's body, sealed again into its PlatformHeader.ENCRYPTED header. */
export interface FreePlayRequest {
  /** The client's operating system as the site names it ("web" for the browser site). */
  os: string;
  /** The web platform (spec §7: platform W). */
  platform: 'W';
}

/** The JSON that is encrypted into the login body. */
export interface LoginPayload {
  type: 'username' | 'sms';
  username?: string;
  password?: string;
  mobileNum?: string;
  countryDialingCode?: string;
  captcha?: string;
  /** The id of the captcha answered in `captcha` (CaptchaDto.captchaId). */
  captchaId?: string;
  /** type 'sms': the code sent by /wps/verification/sms/noLogin. */
  verificationCode?: string;
  /** A stable id of the browser. */
  loginDeviceId?: string;
  /** Where the login happens: the member entrance refuses trial accounts (member_no_enter), the agent entrance refuses
   * non-agents (agent_no_enter). Default member. */
  entrance?: 'member' | 'agent';
}

/** Body of every "enc" call. */
export interface EncryptedBody {
  value: string;
}

export interface LoginResultDto {
  token: string;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  /** ISO time the token expires. */
  expiresAt: string;
}

/** value of a failed login that now needs a captcha. */
export interface LoginFailureDto {
  captcha?: boolean;
}

export interface ClubLabelDto {
  labelName: string;
  /** Text colour. */
  color: string;
  /** Background colour. */
  color2: string;
  rankLevel: number;
}

export interface MemberInfoDto {
  account: string;
  id: number;
  nickname: string | null;
  /** Member type: 0 member; agent types 1, 2, 41, 42; 4 trial account. */
  type: number;
  toUpline: string | null;
  clubLabel: ClubLabelDto | null;
  memberLabel: { labelName: string }[];
  language: string | null;
  currency: string;
}

export interface BalanceDto {
  sumBalance: number;
  currency: string;
}

export interface UnreadCountDto {
  count: number;
}

export interface LanguageUpdateRequest {
  language: string;
}

/*
 * The avatar. The spec names two calls, the avatar (MCSFE_getPlayerAvatar) and the icon (/wps/member/info/icon), with
 * the token and nothing of their answers, and the image-failure rule (§8: a default avatar). The smallest answers that
 * show a player's avatar: the avatar call says which picture is the player's, by id, and the icon call lists the
 * pictures with their images. The spec shows no call that saves another choice, so a player's avatar is the
 * platform's to set and the site only shows it; the default avatar (the site's own) stands in while a player has none,
 * while the answers cannot be used, and when the picture's image fails to load.
 */

/** An avatar picture's id: 1 to 64 letters, digits, '-' or '_'. */
export const AVATAR_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
/** The most avatar pictures an icon answer lists. */
export const AVATAR_ICONS_MAX = 200;

/** value of MemberPath.PLAYER_AVATAR. */
export interface PlayerAvatarDto {
  /** The id of the player's picture among AvatarIconsDto.icons; null while the player has none. */
  avatar: string | null;
}

/** One avatar picture. */
export interface AvatarIconDto {
  id: string;
  /** The image: an absolute http(s) address on one of the merchant's image CDNs (SiteInfoDto.imageCDNs). */
  url: string;
}

/** value of MemberPath.AVATAR_ICONS. */
export interface AvatarIconsDto {
  icons: AvatarIconDto[];
}
