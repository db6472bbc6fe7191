/**
 * React Query keys, all named here. Every key starts with the merchant, so brands never share cached data; member
 * data sits under [merchant, 'member'], which a sign-out drops as a whole.
 */
export const queryKeys = {
  member: (merchant: string) => [merchant, 'member'] as const,
  memberSummary: (merchant: string) => [merchant, 'member', 'summary'] as const,
  balance: (merchant: string) => [merchant, 'member', 'balance'] as const,
  registerFormData: (merchant: string) => [merchant, 'register-form-data'] as const,
  affiliateCheck: (merchant: string, code: string) => [merchant, 'affiliate-check', code] as const,
  usernameAvailability: (merchant: string, username: string) => [merchant, 'username-availability', username] as const,
  afterLoginNotices: (merchant: string, language: string) => [merchant, 'after-login-notices', language] as const,
  loginCaptchaRequired: (merchant: string, username: string) => [merchant, 'login-captcha-required', username] as const,
  gamePages: (merchant: string, language: string, type: string, search: string) => [merchant, 'games', language, type, search] as const,
  favouriteIds: (merchant: string) => [merchant, 'member', 'favourite-ids'] as const,
  /** Every type's favourites list (what a toggle makes stale); one type's is favouriteGames. */
  favouriteLists: (merchant: string, language: string) => [merchant, 'member', 'favourite-games', language] as const,
  favouriteGames: (merchant: string, language: string, type: string) => [merchant, 'member', 'favourite-games', language, type] as const,
  vendorGameTypes: (merchant: string, vendor: string) => [merchant, 'member', 'vendor-game-types', vendor] as const,
  recentGames: (merchant: string, language: string) => [merchant, 'member', 'recent-games', language] as const,
  vnRecent: (merchant: string, language: string) => [merchant, 'member', 'vn-recent', language] as const,
  pvpRooms: (merchant: string, language: string) => [merchant, 'member', 'pvp-rooms', language] as const,
  /**
   * The member centre's data: [merchant, 'member', 'centre', area, resource, ...params], e.g.
   * centre(m, 'wallet', 'deposits', { page, from, to }). Invalidate an area with its first three parts.
   */
  centre: (merchant: string, area: CentreArea, resource: string, ...params: unknown[]) =>
    [merchant, 'member', 'centre', area, resource, ...params] as const,
  /** The points mall: [merchant, 'member', 'points', resource, ...params]; invalidate it all with pointsArea. */
  points: (merchant: string, resource: string, ...params: unknown[]) => [merchant, 'member', 'points', resource, ...params] as const,
  pointsArea: (merchant: string) => [merchant, 'member', 'points'] as const,
  centreArea: (merchant: string, area: CentreArea) => [merchant, 'member', 'centre', area] as const,
  /** Notices and service: the announcements list and the domain routes of the speed test. */
  notices: (merchant: string, language: string) => [merchant, 'notices', language] as const,
  domainRoutes: (merchant: string) => [merchant, 'domain-routes'] as const,
};

export type CentreArea = 'wallet' | 'records' | 'account' | 'rewards' | 'agent';
