/**
 * The sandbox's own control endpoints (paths under /__sandbox/): sandbox-only calls that tests and demos make to drive
 * the sandbox (decide a deposit, draw the lottery now, put a vendor under maintenance, …). Their answers are plain JSON
 * (not the envelope's value) unless said otherwise. Not part of the platform contract (platform-contract/): a real
 * platform has none of them, and the site never calls them.
 */

/** Sandbox control endpoints of the wallet (plain JSON answers, not the envelope's value). */
export const WalletControlPath = {
  /** POST: a New or Pending deposit → Approved (the DEPOSIT ledger row in the same transaction). */
  approveDeposit: (id: number) => `/__sandbox/wallet/deposits/${id}/approve`,
  /** POST: a New or Pending deposit → Rejected. */
  rejectDeposit: (id: number) => `/__sandbox/wallet/deposits/${id}/reject`,
  /** GET ?merchant=&username= → { success, deposit: DepositDto }: that member's newest deposit. */
  LATEST_DEPOSIT: '/__sandbox/wallet/deposits/latest',
  /** POST { status }: walks a withdrawal (1 → 2 or 3; 2 → 4 or 5). A 3 or 5 refunds it. */
  advanceWithdrawal: (id: number) => `/__sandbox/wallet/withdrawals/${id}/advance`,
  /** GET ?merchant=&username= → { success, withdrawal: WithdrawalDto }: that member's newest withdrawal. */
  LATEST_WITHDRAWAL: '/__sandbox/wallet/withdrawals/latest',
} as const;

/**
 * Sandbox control endpoints of the points mall (plain JSON answers, like the other /__sandbox/ calls).
 * POST DECIDE (":id" = PointRedemptionDto.id) body { approve: boolean, remark?: string }: an in_process redemption
 * becomes approved, or rejected with its points (REFUND) and its stock given back, in one transaction. Answers
 * { success, redemption: PointRedemptionDto }; 404 unknown id, 409 a redemption that is no longer in process.
 */
export const PointsControlPath = {
  DECIDE: '/__sandbox/points/redemptions/:id/decide',
  decide: (id: number) => `/__sandbox/points/redemptions/${id}/decide`,
} as const;

/**
 * Sandbox control endpoints of the reward centre (plain JSON answers, like the other /__sandbox/ calls).
 * POST DECIDE (":id" = ActivityDto.applicationId) body { approve: boolean }: a participation that is 'applying' or
 * 'joined' becomes 'issued' (approve) or 'rejected'. Answers { success, applicationId, state }; 404 unknown id,
 * 409 a participation in another state.
 */
export const RewardsControlPath = {
  DECIDE: '/__sandbox/rewards/applications/:id/decide',
} as const;

/** Sandbox control endpoints of the demo lottery and the demo games' bets (answers in the envelope). */
export const LotteryControlPath = {
  /** Sandbox control: POST (no body). Draws now and settles every open ticket. Value DrawDto. */
  FORCE_DRAW: '/__sandbox/lottery/draw',
  /** Sandbox control: GET ?username=&merchant=. Value { list: BetDto[] } (newest first). */
  BETS: '/__sandbox/bets',
} as const;

/**
 * Sandbox control: POST { maintenance: 0 | 1, start?: ISO, end?: ISO, merchant?: code }. Puts a vendor (every category
 * it is in; every merchant unless one is named) under maintenance for that window, or lifts it. Answers
 * { success, vassalage, maintenance, start, end, vendors } (vendors: rows changed).
 */
export const VENDOR_MAINTENANCE_CONTROL = '/__sandbox/vendors/:vassalage/maintenance';
