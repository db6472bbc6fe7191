/**
 * The sports vendors' fixtures (SportsPath.HOT_MATCHES): matches with their main market's odds, the vendor's and not a
 * merchant's (every merchant offering the vendor lists the same matches, as lottery draws are the lottery's). A
 * merchant lists those of its own sports vendors, each opening that vendor's sports game.
 */
export const SPORTS_SCHEMA = `
-- home_team and away_team are three-letter codes (a crest at /cdn/teams/<code>.png). The goals are the minutes of the
-- match (1-90) at which each side scores, comma-separated: the score a live match shows is read at the sandbox clock.
-- Odds are decimal, in hundredths (2.45 is 245). kickoff_at is the seeded kick-off: the match recurs a week later each
-- time it has been played (sandbox/lib/sports.ts), so the list never runs dry however long the sandbox runs.
CREATE TABLE sports_fixtures (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  vassalage TEXT NOT NULL,
  match_code TEXT NOT NULL,
  home_team TEXT NOT NULL,
  away_team TEXT NOT NULL,
  kickoff_at INTEGER NOT NULL,
  home_goals TEXT NOT NULL DEFAULT '',
  away_goals TEXT NOT NULL DEFAULT '',
  odds_home INTEGER NOT NULL CHECK (odds_home > 100),
  odds_draw INTEGER NOT NULL CHECK (odds_draw > 100),
  odds_away INTEGER NOT NULL CHECK (odds_away > 100),
  hot INTEGER NOT NULL DEFAULT 1 CHECK (hot IN (0, 1)),
  UNIQUE (vassalage, match_code)
);

-- The league and team names in every content language.
CREATE TABLE sports_fixture_i18n (
  fixture_id INTEGER NOT NULL REFERENCES sports_fixtures(id) ON DELETE CASCADE,
  language TEXT NOT NULL,
  league TEXT NOT NULL,
  home_name TEXT NOT NULL,
  away_name TEXT NOT NULL,
  PRIMARY KEY (fixture_id, language)
);
`;
