import type { MemberPageKey } from '@/lib/member-centre/pages';
import type { Messages } from './messages';

/**
 * Which message namespaces reach the browser. Server components translate on the server; client components get only
 * the namespaces they use: the shell's on every page, a page's own where it renders them, and a popup's when it opens
 * (components/i18n/island-messages.tsx loads those catalogs then).
 */

/** What the shell's client components use on every page (header, navigation, side menu, tab bar, banners). */
export const SHELL_NAMESPACES = ['Common', 'Header', 'Nav', 'Sidebar', 'Footer', 'Banner', 'Theme', 'Language', 'TabBar', 'ServiceMenu'] as const;

/** What the shell adds for a signed-in member: the balance, sign-out, the trial warning and the after-login notices. */
export const MEMBER_NAMESPACES = ['Balance', 'SignOut', 'Trial', 'AfterLogin'] as const;

/** A page's own client namespaces, by what it renders. */
export const PAGE_NAMESPACES = {
  login: ['Auth', 'Entrance', 'Password', 'Slider', 'SmsCode', 'DialCode'],
  register: ['Register', 'Validation', 'Auth', 'Slider', 'SmsCode', 'DialCode'],
  help: ['Help'],
  games: ['Games'],
  /** A game in its frame (/game, /seamless): the reality check shows over it; its panel, and FUN for play money. */
  game: ['Games', 'RealityCheck', 'GamePanel', 'FunPlay'],
  /** Every agent-centre page: its own namespace, and the member centre's shared parts (tables, ranges, paging). */
  agentCentre: ['AgentCentre', 'MemberCentre', 'Records'],
  /** The promotions list's member badges; the detail page adds the apply form's parts (components/promotions/promotion-messages.tsx). */
  promotions: ['Promotions'],
  /** The points mall: its own namespace and the centre's shared tables and states (and Wallet.paymentPassword alone). */
  pointsMall: ['Points', 'MemberCentre'],
} as const;

/**
 * A member-centre page's: the centre's frame (menu, tables, ranges, paging, gates) and its own area's, and no other
 * area's. Every page carried every area's (the wallet's 17 KB on the records pages); a page is a route of its own, so
 * going to another brings that page's. What each page's code translates with is checked against this
 * (tests/unit/lib/i18n/centre-page-messages.test.ts).
 */
export const MEMBER_CENTRE_NAMESPACES = {
  frame: ['MemberCentre'],
  pages: {
    securityCenter: ['MemberAccount'],
    profile: ['MemberAccount'],
    messageV2: ['MemberAccount'],
    playerRank: ['MemberAccount'],
    // The activities' apply form uploads a receipt (Wallet.upload).
    rewardCenter: ['Rewards', 'Wallet'],
    referral: ['Rewards'],
    missionLeaderboard: ['Rewards'],
    personalHistoryCopy: ['Records'],
    transactionHistory: ['Records'],
    personalProfit: ['Records'],
    bonusDetails: ['Records'],
    transferFund: ['Wallet'],
    depositv2: ['Wallet'],
    withdraw: ['Wallet'],
    transferUpline: ['Wallet'],
    saferGambling: ['Protection'],
  },
} as const satisfies { frame: readonly string[]; pages: Record<MemberPageKey, readonly string[]> };

/**
 * What a centre page (member, agent, points) adds for a free-demo (trial) account, which sees its gate instead of the
 * page: Register to unlock and the way back to the games. No real member's page carries it.
 */
export const TRIAL_GATE_NAMESPACES = ['Trial'] as const;

/** Every catalog file a popup may ask for (the API serves no other). */
export const ISLAND_CATALOG_FILES = ['auth', 'account', 'register', 'verification', 'download', 'service', 'fun-play'] as const;
export type IslandCatalogFile = (typeof ISLAND_CATALOG_FILES)[number];

/**
 * The catalog files a popup opened from anywhere needs (the login/register popup, the forced password change). The
 * browser asks for them when the popup first opens (GET /api/messages, components/i18n/island-messages.tsx).
 */
export const ISLAND_FILES = {
  account: ['auth', 'account', 'register', 'verification'],
  /** The download popup (components/download/download-dialog.tsx), opened from the side menu. */
  download: ['download'],
  /** The help-and-service menu's dialogs: announcements, speed test, feedback (its own labels ride with the shell). */
  service: ['service'],
  /** The offer to play a game for fun (components/games/fun-play-dialog.tsx), opened from a visitor's game tile. */
  funPlay: ['fun-play'],
} as const satisfies Record<string, readonly IslandCatalogFile[]>;

export function pickNamespaces(messages: Messages, namespaces: readonly string[]): Messages {
  return Object.fromEntries(namespaces.filter((ns) => ns in messages).map((ns) => [ns, messages[ns]]));
}
