/**
 * The lobby's "new games": a game the vendor released lately carries is_new = 1 (GameDto.isNew), and the
 * game list can ask for those alone (GameListRequestDto.isNew).
 */

/**
 * Which seeded games are new: the last two of each vendor's slots, live tables, fishing and poker games (the ones a
 * vendor added last). One rule for the seed and for a database seeded before the column existed.
 */
export const MARK_NEW_GAMES = `
UPDATE games SET is_new = 1
WHERE game_type IN ('RNG', 'LIVE', 'FISH', 'PVP')
  AND sort >= (SELECT MAX(g2.sort) - 1 FROM games g2
               WHERE g2.merchant_code = games.merchant_code AND g2.game_type = games.game_type AND g2.vassalage = games.vassalage);
`;

export const NEW_GAMES_SCHEMA = `
ALTER TABLE games ADD COLUMN is_new INTEGER NOT NULL DEFAULT 0 CHECK (is_new IN (0, 1));
${MARK_NEW_GAMES}
`;
