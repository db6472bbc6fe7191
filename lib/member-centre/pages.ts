/**
 * The member centre's pages (spec §2 "Member centre (page keys)"): their keys as in the URL (/member/<key>), their
 * group in the menu, and which merchant feature shows them (records.md: each page is shown or hidden by a whitelabel
 * flag; My wallet only with a multi wallet). Every key has its page (components/member-centre/page-content.tsx). Pure,
 * for server and client alike.
 */
import type { Site } from '@/lib/platform/site';
import type { WalletKind } from '@/lib/platform/wallet';

export const MEMBER_PAGE_KEYS = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'playerRank',
  'profile',
  'saferGambling',
] as const;

export type MemberPageKey = (typeof MEMBER_PAGE_KEYS)[number];

export const DEFAULT_MEMBER_PAGE: MemberPageKey = 'securityCenter';

export type MemberPageGroup = 'account' | 'funds' | 'records' | 'rewards';

export const MEMBER_PAGE_GROUP: Record<MemberPageKey, MemberPageGroup> = {
  securityCenter: 'account',
  profile: 'account',
  saferGambling: 'account',
  playerRank: 'account',
  messageV2: 'account',
  transferFund: 'funds',
  depositv2: 'funds',
  withdraw: 'funds',
  transferUpline: 'funds',
  personalHistoryCopy: 'records',
  transactionHistory: 'records',
  personalProfit: 'records',
  bonusDetails: 'records',
  rewardCenter: 'rewards',
  referral: 'rewards',
  missionLeaderboard: 'rewards',
};

export const MEMBER_PAGE_GROUPS: readonly MemberPageGroup[] = ['account', 'funds', 'records', 'rewards'];

type Features = Site['features'];

/** Whether the merchant shows the page (records.md flags; spec §6: referral when the promo is on or the user is an agent). */
export function memberPageEnabled(key: MemberPageKey, features: Features, isAgent: boolean): boolean {
  switch (key) {
    case 'rewardCenter':
      return features.rewardCentre;
    case 'messageV2':
      return features.messages;
    case 'transferUpline':
      return features.transferUpline;
    case 'referral':
      return features.referral || isAgent;
    case 'saferGambling':
      return features.saferGambling;
    default:
      return true;
  }
}

export function isMemberPageKey(value: string): value is MemberPageKey {
  return (MEMBER_PAGE_KEYS as readonly string[]).includes(value);
}

/**
 * Pages of a multi (transfer) wallet: My wallet (transferFund) lists the vendor wallets and moves money between them
 * and the main wallet. With a single wallet there is nothing to move, and the balance is the header's.
 */
const MULTI_WALLET_PAGES: ReadonlySet<MemberPageKey> = new Set(['transferFund']);

/** What decides which pages the centre offers a member: the merchant's flags and wallet, and whether the member is an agent. */
export interface CentreOffer {
  features: Features;
  wallet: WalletKind;
  isAgent: boolean;
}

/** Whether the centre offers the page: the merchant's flag shows it, and its wallet has it (a page not offered is a 404). */
export function memberPageOffered(key: MemberPageKey, { features, wallet, isAgent }: CentreOffer): boolean {
  return memberPageEnabled(key, features, isAgent) && (wallet === 'multi' || !MULTI_WALLET_PAGES.has(key));
}

/** The pages this member sees, in menu order. */
export function memberPagesFor(offer: CentreOffer): MemberPageKey[] {
  return MEMBER_PAGE_KEYS.filter((key) => memberPageOffered(key, offer));
}

export const memberPagePath = (key: MemberPageKey): string => `/member/${key}`;
