/** Migration 7: betting and account records, profit and loss, bonuses. */
export const RECORDS_SCHEMA = `
-- The reports read a member's rows (bets_by_member, wallet_ledger_by_member: a member has hundreds, not millions).
-- Foreign-key lookups: deleting a game or a draw (a reset deletes them all) looks for the bets and tickets on it.
CREATE INDEX bets_by_node ON bets (node_id);
CREATE INDEX lottery_tickets_by_draw ON lottery_tickets (draw_id);

-- What a REBATE ledger row was paid on: the category, the rate (basis points) and the valid bet of its period. A
-- rebate without a row here counts in the "All" figures of profit and loss only.
CREATE TABLE rebate_details (
  ledger_id INTEGER PRIMARY KEY REFERENCES wallet_ledger(id),
  category TEXT NOT NULL CHECK (category IN ('ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS', 'INHOUSE')),
  rate_bp INTEGER NOT NULL CHECK (rate_bp > 0),
  valid_bet_minor INTEGER NOT NULL CHECK (valid_bet_minor >= 0)
);
`;
