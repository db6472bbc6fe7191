/**
 * The seed as plain data: the three merchants, their catalogue, and the accounts every merchant gets. Their content in
 * every language (banners, notices, promotions, about text, help articles) is in seed-content.ts.
 */
import type { GameCategory, GameListType, RegisterField, ResourceType, WhitelabelFlag } from '@site/platform-contract';
import { ABOUT, PROMOTIONS, type Lang, type MerchantTexts, type PromotionSeed } from './seed-content';

/** A register field rule as seeded; acceptedPattern is derived ('*' for pattern 0, else the id as text). */
export interface FieldRuleSeed {
  enabled?: boolean;
  required?: boolean;
  patternId: number;
  min: number;
  max: number;
}

export interface MerchantSeed {
  code: string;
  brandName: string;
  colors: { primary: string; primaryText: string; accent: string };
  currency: { code: string; symbol: string };
  hosts: string[];
  /** Default first. Every content item must exist in each of them (seed.ts checks). */
  languages: Lang[];
  /**
   * The language codes the merchant offers (merchant_languages), default first, when they are not `languages`: an
   * added merchant may offer codes the seed has no texts in (their texts are those of `languages`, lib/language.ts).
   */
  offeredLanguages?: string[];
  flags: WhitelabelFlag[];
  registerCaptcha: boolean;
  restrictedCountries: string[];
  homeBannerCount: number;
  vendors: Partial<Record<GameCategory, string[]>>;
  lotteryMenus: { groupCode: string; labelName: string; games: { gameCode: string; gameName: string }[] }[];
  /** The Android and iOS apps (Android, MOBILECONFIG); `ownQrCodes`: with the operator's QR images (qrCodeUrl). */
  apps: { ownQrCodes: boolean } | null;
  /** The social links of SOCIAL_RESOURCES. */
  socials: boolean;
  /** USDJUMP, the brand's site in US dollars, with its labelNameEn (null: none, the site names it). */
  usdJump: { label: string | null } | null;
  popupNotice: boolean;
  paymentNames: string[];
  licenceNames: string[];
  /** SiteInfoDto.disclaimer: the age/eligibility disclaimer. */
  disclaimer: boolean;
  /** SiteInfoDto.eligibilityPreticked: whether the eligibility statements start ticked (false: an active choice). */
  eligibilityPreticked: boolean;
  /** RegisterSettingsDto.smsForUsername. usernameRegister, mobileRegister and mobilePasswordPair follow the flags. */
  smsForUsername: boolean;
  /** Register form rules; enabled and required default to true. */
  registerFields: Partial<Record<RegisterField, FieldRuleSeed>>;
  promotions: PromotionSeed[];
  /** FooterDto.aboutHtml, per language. */
  about: MerchantTexts;
  /** Minimum age to play in this market ({age} in the help articles). */
  minimumAge: 18 | 21;
  /** Amounts the content quotes, in major units of the merchant's currency (maxBonus: its welcome bonus's reward, the figure its promotion shows). */
  amounts: { minDeposit: number; maxBonus: number; minWithdraw: number };
  /** RegisterSettingsDto.zaloReward, in major units: what adding a Zalo account earns, where the merchant rewards it. */
  zaloReward?: number;
}

const USERNAME_RULE: FieldRuleSeed = { patternId: 1, min: 4, max: 16 };
const PASSWORD_RULE: FieldRuleSeed = { patternId: 20, min: 6, max: 20 };
const OFF: FieldRuleSeed = { enabled: false, required: false, patternId: 0, min: 0, max: 0 };

/** Global country list (CountryDto), in this order. */
export const COUNTRIES: { code: string; dial: string; name: string }[] = [
  { code: 'VN', dial: '84', name: 'Vietnam' },
  { code: 'PH', dial: '63', name: 'Philippines' },
  { code: 'TH', dial: '66', name: 'Thailand' },
  { code: 'ID', dial: '62', name: 'Indonesia' },
  { code: 'CN', dial: '86', name: 'China' },
  { code: 'KR', dial: '82', name: 'South Korea' },
  { code: 'SG', dial: '65', name: 'Singapore' },
  { code: 'MY', dial: '60', name: 'Malaysia' },
  { code: 'US', dial: '1', name: 'United States' },
  { code: 'AE', dial: '971', name: 'United Arab Emirates' },
  { code: 'GB', dial: '44', name: 'United Kingdom' },
];

export const VENDOR_NAMES: Record<string, string> = {
  TCG_SEA: 'TCG Lottery', VR: 'VR Lottery', EVO: 'Evolution', SAGAMING: 'SA Gaming', DG: 'Dream Gaming', AG: 'Asia Gaming',
  SABA: 'SABA Sports', CMD: 'CMD368', BTI: 'BTi Sports', JDB: 'JDB', CQ9: 'CQ9', FC: 'Fa Chai', PG: 'PG Soft',
  PP: 'Pragmatic Play', JILI: 'JILI', NETENT: 'NetEnt', RTG: 'RTG Slots', HABANERO: 'Habanero', SPADE: 'Spadegaming',
  KA: 'KA Gaming', MICRO: 'Microgaming', KY: 'Kaiyuan', V8: 'V8 Poker', IMES: 'IM E-sports', TF: 'TF Gaming',
  IA: 'IA E-sports', AV: 'AV E-sports', SBX: 'Sandbox Games',
};

/** Vendors seeded under maintenance (so the site's vendor_under_maintenance handling is exercised). */
export const VENDORS_IN_MAINTENANCE = ['MICRO'];
/** Their window, relative to the time of seeding: it started an hour ago and ends in a week. */
export const MAINTENANCE_WINDOW = { startOffsetMs: -60 * 60 * 1000, endOffsetMs: 7 * 24 * 60 * 60 * 1000 };

/** Vendors whose games refuse to run in a frame: the site opens them in a popup window. */
export const VENDORS_IN_POPUP = ['EVO'];

/** The merchant's in-house games (gameType INHOUSE): the sandbox's own demo games, on every merchant. */
export const IN_HOUSE_VENDOR = 'SBX';

const VN_LOTTERY = {
  groupCode: 'VN',
  labelName: 'Vietnam Lottery',
  games: [
    { gameCode: 'VN_HCM', gameName: 'Ho Chi Minh' },
    { gameCode: 'VN_HN', gameName: 'Ha Noi' },
    { gameCode: 'VN_DN', gameName: 'Da Nang' },
  ],
};
const FAST_LOTTERY = {
  groupCode: 'SSC',
  labelName: 'Fast Lottery',
  games: [
    { gameCode: 'SSC_1M', gameName: '1-minute SSC' },
    { gameCode: 'PK10_3M', gameName: '3-minute PK10' },
  ],
};

export const MERCHANTS: MerchantSeed[] = [
  {
    code: 'demo',
    brandName: 'Demo Casino',
    colors: { primary: '#6d28d9', primaryText: '#ffffff', accent: '#f59e0b' },
    currency: { code: 'USD', symbol: '$' },
    hosts: ['localhost', '127.0.0.1'],
    // Every language the site has a catalog for, as the showcase brand.
    languages: [
      'en', 'vi', 'th', 'zh', 'id', 'ko', 'ar', 'fil', 'ms', 'km', 'my', 'ja', 'zh-TW', 'pt-BR', 'es', 'tr', 'ru', 'hi', 'bn', 'lo', 'ur', 'fa',
    ],
    flags: [
      'DIRECTREG3', 'MOBILENUMREG3', 'REGMOBVERF3', 'MOBILENUMPASSREG3', 'USERNAMEREG3', 'MOBILEVERCODELOGIN3',
      'FREEPLAY3', 'CHNGPASSVERIF3', 'PWDEXPFORCECHANGE3', 'REFERRAL3', 'CONTRACT3', 'REWCEN3', 'MAILCEN', 'AGETRANSFERUP3',
      // Every agent contract kind.
      'DAILYSAL3', 'HOURSAL3', 'REALTIMESAL3',
      // The bars stay on the seamless and VN lottery pages (vn88 and ph hide them there).
      'GAMEBARS3',
    ],
    registerCaptcha: false,
    restrictedCountries: [],
    homeBannerCount: 3,
    vendors: {
      ELOTT: ['TCG_SEA'],
      LOTT: ['TCG_SEA', 'VR'],
      LIVE: ['EVO', 'SAGAMING', 'DG', 'AG'],
      SPORTS: ['SABA', 'CMD', 'BTI'],
      FISH: ['JDB', 'CQ9', 'FC'],
      RNG: ['PG', 'PP', 'JILI', 'CQ9', 'JDB', 'FC', 'NETENT', 'RTG', 'HABANERO', 'SPADE', 'KA', 'MICRO'],
      PVP: ['KY', 'V8'],
      ESPORTS: ['IMES', 'TF', 'IA', 'AV'],
    },
    lotteryMenus: [VN_LOTTERY, FAST_LOTTERY],
    apps: { ownQrCodes: true },
    socials: true,
    usdJump: { label: null },
    popupNotice: true,
    paymentNames: ['visa', 'mastercard', 'bank-transfer', 'usdt'],
    licenceNames: ['curacao', 'gli', 'bmm'],
    disclaimer: false,
    eligibilityPreticked: true,
    smsForUsername: false,
    registerFields: {
      username: USERNAME_RULE,
      password: PASSWORD_RULE,
      confirmPassword: PASSWORD_RULE,
      mobileNum: { patternId: 6, min: 8, max: 11 },
      verificationCode: { patternId: 6, min: 4, max: 6 },
      paymentPassword: { patternId: 6, min: 6, max: 6 },
      payeeName: { patternId: 21, min: 3, max: 40 },
      email: { required: false, patternId: 3, min: 5, max: 60 },
      affiliateCode: { required: false, patternId: 4, min: 4, max: 12 },
      whatsapp: { required: false, patternId: 6, min: 6, max: 15 },
      qqNum: OFF,
      line: OFF,
      zalo: OFF,
      facebook: OFF,
      wechat: OFF,
      idNumber: OFF,
    },
    promotions: PROMOTIONS.demo!,
    about: ABOUT.demo!,
    minimumAge: 18,
    amounts: { minDeposit: 10, maxBonus: 100, minWithdraw: 20 },
  },
  {
    code: 'vn88',
    brandName: 'VN88',
    colors: { primary: '#b91c1c', primaryText: '#ffffff', accent: '#facc15' },
    currency: { code: 'VND', symbol: '\u20ab' },
    hosts: ['vn.localhost'],
    languages: ['vi', 'en'],
    flags: ['DIRECTREG3', 'USERNAMEREG3', 'PWDEXPFORCECHANGE3', 'REWCEN3', 'MAILCEN', 'CONTRACT3', 'DAILYSAL3'],
    registerCaptcha: true,
    restrictedCountries: [],
    homeBannerCount: 2,
    vendors: {
      LOTT: ['TCG_SEA'],
      LIVE: ['EVO', 'DG'],
      SPORTS: ['SABA'],
      RNG: ['PG', 'JILI', 'PP'],
      FISH: ['JDB'],
    },
    lotteryMenus: [VN_LOTTERY],
    apps: { ownQrCodes: false },
    socials: false,
    usdJump: { label: 'VN88 in USD' },
    popupNotice: false,
    paymentNames: ['momo', 'zalopay', 'bank-transfer'],
    licenceNames: ['curacao'],
    disclaimer: false,
    eligibilityPreticked: true,
    smsForUsername: false,
    registerFields: {
      username: USERNAME_RULE,
      password: PASSWORD_RULE,
      confirmPassword: PASSWORD_RULE,
      payeeName: { patternId: 12, min: 2, max: 40 },
      zalo: { required: false, patternId: 6, min: 9, max: 11 },
      affiliateCode: { required: false, patternId: 4, min: 4, max: 12 },
      email: OFF,
    },
    promotions: PROMOTIONS.vn88!,
    about: ABOUT.vn88!,
    minimumAge: 18,
    amounts: { minDeposit: 100_000, maxBonus: 500_000, minWithdraw: 200_000 },
    zaloReward: 131_000,
  },
  {
    code: 'ph',
    brandName: 'PH Play',
    colors: { primary: '#0e7490', primaryText: '#ffffff', accent: '#f97316' },
    currency: { code: 'PHP', symbol: '\u20b1' },
    hosts: ['ph.localhost'],
    // English and Filipino, as players in the Philippines read.
    languages: ['en', 'fil'],
    flags: ['DIRECTREG3', 'USERNAMEREG3', 'LOGINTOHOME3', 'MAILCEN'],
    registerCaptcha: false,
    restrictedCountries: ['US'],
    homeBannerCount: 1,
    vendors: {
      LIVE: ['EVO', 'SAGAMING'],
      SPORTS: ['SABA', 'BTI'],
      RNG: ['PG', 'PP', 'JILI'],
      PVP: ['KY'],
    },
    lotteryMenus: [],
    apps: null,
    socials: false,
    usdJump: null,
    popupNotice: false,
    paymentNames: ['gcash', 'maya', 'bank-transfer'],
    licenceNames: ['pagcor'],
    disclaimer: true,
    // The Philippine market requires an active choice: nothing is ticked for the player.
    eligibilityPreticked: false,
    smsForUsername: false,
    registerFields: {
      username: USERNAME_RULE,
      password: PASSWORD_RULE,
      confirmPassword: PASSWORD_RULE,
      email: { patternId: 3, min: 5, max: 60 },
    },
    promotions: PROMOTIONS.ph!,
    about: ABOUT.ph!,
    minimumAge: 21,
    amounts: { minDeposit: 500, maxBonus: 1_000, minWithdraw: 1_000 },
  },
];

/** Documentation ranges (RFC 5737) mapped to countries, so region rules are testable from loopback. */
export const GEO_RANGES = [
  { cidr: '192.0.2.0/24', country: 'SG' },
  { cidr: '198.51.100.0/24', country: 'VN' },
  { cidr: '203.0.113.0/24', country: 'US' },
];

/** A merchant's social links: the network's address, then the merchant's code and `handle`; `label` its labelNameEn. */
export const SOCIAL_RESOURCES: { type: ResourceType; url: string; handle: string; label: string | null }[] = [
  { type: 'FACEBOOK', url: 'https://www.facebook.com/', handle: 'casino', label: null },
  { type: 'TELEGRAM', url: 'https://t.me/', handle: 'casino', label: null },
  { type: 'TELEGRAM2', url: 'https://t.me/', handle: 'vip', label: 'VIP Telegram' },
  { type: 'TIKTOK', url: 'https://www.tiktok.com/', handle: 'casino', label: null },
  { type: 'INSTAGRAM', url: 'https://www.instagram.com/', handle: 'casino', label: null },
];

/**
 * A settled bet of an account's history, on a game of the catalogue: the vendor's index-th game of that category (when
 * the merchant does not offer that vendor there, the in-house game of the same index). Its stake and payout are ledger
 * rows of the account like any bet's.
 */
export interface BetSeed {
  vendor: string;
  category: GameListType;
  index: number;
  stake: number;
  payout: number;
  hoursAgo: number;
}

export interface AccountSeed {
  username: string;
  password: string;
  /** The payment password (6 digits; sandbox/lib/payment-password.ts), when the account has set one. */
  paymentPassword?: string;
  type: number;
  nickname: string | null;
  /** Ledger entries in major units, summed for the balance (with the bets' stakes and payouts). */
  /** daysAgo: when it was written (default: one day apart, the last a day before the seed). */
  ledger: { kind: string; amount: number; remark: string; daysAgo?: number }[];
  /** Bet history (the winners board reads the big wins); each bet adds its stake and payout to the ledger. */
  bets?: BetSeed[];
  /** Favourite games: [vendor, category, index] as in BetSeed. */
  favourites?: [string, GameListType, number][];
  firstLogin: boolean;
  club: { labelName: string; color: string; color2: string; rankLevel: number } | null;
  memberLabel: string | null;
  /** Messages: unread ones first. */
  messages: { title: string; read: boolean }[];
  upline?: string;
  /** National number (digits) and its dialing code; unique per merchant. */
  mobile: string;
  dialCode: string;
  email: string | null;
  /** The code others register with as referralCode. */
  referralCode?: string;
  /** Agents: the invitation code (RegisterPayload.affiliateCode). */
  affiliateCode?: string;
  /** The id of the account's picture among AVATAR_ICONS; none by default. */
  avatar?: string;
}

/**
 * Every merchant's avatar pictures (MemberPath.AVATAR_ICONS), in order: the CDN draws the first six
 * (sandbox/lib/avatar-art.ts). The last one's file is gone from the CDN (its address answers 404), as a picture an
 * operator took down: an account that has it shows the site's default avatar (spec §8 "Image failure").
 */
export const AVATAR_ICONS: { id: string; path: string }[] = [
  ...['star', 'crown', 'diamond', 'clover', 'moon', 'bolt'].map((name, i) => ({ id: String(i + 1), path: `/cdn/avatars/${name}.svg` })),
  { id: '7', path: '/cdn/avatars/horseshoe.svg' },
];

export const ACCOUNTS: AccountSeed[] = [
  {
    username: 'player1',
    password: 'Player#2026',
    paymentPassword: '246810',
    type: 0,
    nickname: 'Lucky Player',
    // Balance 1520.75: the deposit, stakes of 620 and payouts of 140.75. The deposit opened the account, before its 60
    // days of play (seed-records, seed-wallet), which played it through (the withdrawal turnover: sandbox/lib/turnover.ts).
    ledger: [{ kind: 'DEPOSIT', amount: 2000, remark: 'Bank deposit', daysAgo: 61 }],
    bets: [
      { vendor: 'PG', category: 'RNG', index: 0, stake: 2, payout: 100, hoursAgo: 3 },
      { vendor: 'PP', category: 'RNG', index: 1, stake: 1, payout: 25, hoursAgo: 5 },
      { vendor: 'JILI', category: 'RNG', index: 2, stake: 5, payout: 15.75, hoursAgo: 8 },
      { vendor: 'EVO', category: 'LIVE', index: 0, stake: 100, payout: 0, hoursAgo: 20 },
      { vendor: 'PG', category: 'RNG', index: 3, stake: 200, payout: 0, hoursAgo: 26 },
      { vendor: 'SABA', category: 'SPORTS', index: 0, stake: 150, payout: 0, hoursAgo: 30 },
      { vendor: 'SBX', category: 'INHOUSE', index: 0, stake: 50, payout: 0, hoursAgo: 40 },
      { vendor: 'PP', category: 'RNG', index: 4, stake: 100, payout: 0, hoursAgo: 50 },
      { vendor: 'JILI', category: 'RNG', index: 5, stake: 12, payout: 0, hoursAgo: 60 },
    ],
    favourites: [
      ['PG', 'RNG', 0],
      ['PG', 'RNG', 1],
      ['JILI', 'RNG', 2],
      ['EVO', 'LIVE', 0],
      ['SBX', 'INHOUSE', 1],
    ],
    firstLogin: false,
    club: { labelName: 'VIP5', color: '#1f1300', color2: '#fbbf24', rankLevel: 5 },
    memberLabel: 'VIP Service',
    dialCode: '84',
    mobile: '912345678',
    email: 'player1@example.com',
    referralCode: 'P1REF',
    avatar: '2',
    messages: [
      { title: 'Your deposit was credited', read: false },
      { title: 'Weekend reload bonus', read: false },
      { title: 'New games this week', read: false },
      { title: 'Welcome aboard', read: true },
    ],
  },
  {
    username: 'agent1',
    password: 'Agent#2026',
    paymentPassword: '135790',
    type: 1,
    nickname: 'Top Agent',
    ledger: [
      { kind: 'DEPOSIT', amount: 5000, remark: 'Bank deposit' },
      { kind: 'COMMISSION', amount: 3800, remark: 'Monthly dividend' },
    ],
    firstLogin: false,
    club: { labelName: 'VIP2', color: '#ffffff', color2: '#475569', rankLevel: 2 },
    memberLabel: null,
    dialCode: '84',
    mobile: '912345679',
    email: 'agent1@example.com',
    affiliateCode: 'AGENT1',
    messages: [{ title: 'Your team grew this week', read: false }],
  },
  {
    username: 'newbie1',
    password: '123456',
    type: 0,
    nickname: null,
    ledger: [],
    firstLogin: true,
    club: null,
    memberLabel: null,
    dialCode: '84',
    mobile: '912345670',
    email: 'newbie1@example.com',
    messages: [],
  },
  // down1 and down2 are sub-agents (type 2) with teams of their own (seed-agent.ts); down3 is a player.
  ...[1, 2, 3].map(
    (n): AccountSeed => ({
      username: `down${n}`,
      password: n <= 2 ? 'Down#2026' : 'Player#2026',
      type: n <= 2 ? 2 : 0,
      nickname: `Downline ${n}`,
      ledger: [{ kind: 'DEPOSIT', amount: 100 * n, remark: 'Bank deposit' }],
      // Big wins for the winners board, and a loss each.
      bets: [
        { vendor: 'PP', category: 'RNG', index: 6 + n, stake: n, payout: 60 * n + 20, hoursAgo: 2 * n },
        { vendor: 'JILI', category: 'RNG', index: n, stake: 0.5, payout: 12.5 * n, hoursAgo: 12 + n },
        { vendor: 'EVO', category: 'LIVE', index: n, stake: 10, payout: 0, hoursAgo: 24 + n },
      ],
      firstLogin: false,
      club: null,
      memberLabel: null,
      messages: [],
      upline: 'agent1',
      dialCode: '84',
      mobile: `91234568${n}`,
      email: `down${n}@example.com`,
      // down3's picture is the one gone from the CDN; down1 and down2 have none.
      ...(n === 3 ? { avatar: '7' } : {}),
    }),
  ),
];

/** Addresses every account may log in from without the second step. */
export const KNOWN_IPS = ['127.0.0.1', '::1'];
