/**
 * The sports vendors' fixtures (schema/sports.ts): a few matches per sports vendor the seed has, with their odds. They
 * kick off on the clock's quarter hours, counted from the start of the hour of seeding: two under way then (whatever
 * the minute of the hour, for the rest of it), the others over the next days. A seed made within the same hour gives
 * the same fixtures, so a page a site cached just before a reset still shows them as they are. Names come from
 * sandbox/content/sports.json in every language.
 */
import type { Db } from '.';
import { CONTENT_LANGUAGES, SPORTS_LEAGUES, SPORTS_TEAMS } from './seed-content';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface FixtureSeed {
  vendor: string;
  /** The vendor's id of the match. */
  code: string;
  /** A league of sports.json. */
  league: string;
  home: string;
  away: string;
  /**
   * Kick-off, from the start of the hour of seeding (negative: under way then). A match under way kicked off at most 50
   * minutes before that hour (it is then live for all of it), and its score stays the same through that hour.
   */
  kickOffMs: number;
  /** Minutes of play at which each side scores. */
  homeGoals: number[];
  awayGoals: number[];
  /** Decimal odds of home win, draw, away win. */
  odds: [number, number, number];
  /** Listed among the hot matches; default true. */
  hot?: boolean;
}

export const FIXTURES: FixtureSeed[] = [
  { vendor: 'SABA', code: 'SABA-1001', league: 'asean', home: 'VIE', away: 'THA', kickOffMs: -15 * MINUTE, homeGoals: [8], awayGoals: [], odds: [2.3, 3.1, 3.05] },
  { vendor: 'SABA', code: 'SABA-1002', league: 'asean', home: 'IDN', away: 'MAS', kickOffMs: 3 * HOUR, homeGoals: [30, 77], awayGoals: [55], odds: [2.05, 3.25, 3.6] },
  { vendor: 'SABA', code: 'SABA-1003', league: 'asian-cup', home: 'JPN', away: 'KOR', kickOffMs: 26 * HOUR, homeGoals: [], awayGoals: [64], odds: [2.1, 3.3, 3.4] },
  { vendor: 'SABA', code: 'SABA-1004', league: 'friendly', home: 'PHI', away: 'SGP', kickOffMs: 53 * HOUR + 30 * MINUTE, homeGoals: [19], awayGoals: [81], odds: [2.6, 3.15, 2.7] },
  { vendor: 'CMD', code: 'CMD-2001', league: 'asian-cup', home: 'KSA', away: 'AUS', kickOffMs: 6 * HOUR + 30 * MINUTE, homeGoals: [41], awayGoals: [8, 70], odds: [2.85, 3.05, 2.55] },
  { vendor: 'CMD', code: 'CMD-2002', league: 'friendly', home: 'CHN', away: 'VIE', kickOffMs: 30 * HOUR + 45 * MINUTE, homeGoals: [], awayGoals: [], odds: [2.4, 3.1, 2.95] },
  { vendor: 'CMD', code: 'CMD-2003', league: 'friendly', home: 'MAS', away: 'SGP', kickOffMs: 40 * HOUR, homeGoals: [50], awayGoals: [], odds: [2.2, 3.2, 3.3], hot: false },
  { vendor: 'BTI', code: 'BTI-3001', league: 'asean', home: 'THA', away: 'PHI', kickOffMs: -45 * MINUTE, homeGoals: [23, 38], awayGoals: [33], odds: [1.45, 4.2, 6.5] },
  { vendor: 'BTI', code: 'BTI-3002', league: 'asian-cup', home: 'AUS', away: 'JPN', kickOffMs: 48 * HOUR, homeGoals: [], awayGoals: [], odds: [3.2, 3.25, 2.25] },
];

/** Writes the fixtures and their names, kicking off from the start of the hour of `now`. Call inside a transaction. */
export function seedSportsFixtures(db: Db, now: number): void {
  const hour = Math.floor(now / HOUR) * HOUR;
  const fixture = db.prepare(
    `INSERT INTO sports_fixtures (vassalage, match_code, home_team, away_team, kickoff_at, home_goals, away_goals, odds_home, odds_draw, odds_away, hot)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const names = db.prepare('INSERT INTO sports_fixture_i18n (fixture_id, language, league, home_name, away_name) VALUES (?, ?, ?, ?, ?)');
  for (const f of FIXTURES) {
    const league = SPORTS_LEAGUES[f.league];
    const home = SPORTS_TEAMS[f.home];
    const away = SPORTS_TEAMS[f.away];
    if (!league || !home || !away) throw new Error(`seed: fixture ${f.code} names a league or team sandbox/content/sports.json does not have`);
    const hundredths = f.odds.map((o) => Math.round(o * 100));
    const id = Number(
      fixture.run(f.vendor, f.code, f.home, f.away, hour + f.kickOffMs, f.homeGoals.join(','), f.awayGoals.join(','), ...hundredths, f.hot === false ? 0 : 1)
        .lastInsertRowid,
    );
    for (const lang of CONTENT_LANGUAGES) names.run(id, lang, league[lang], home[lang], away[lang]);
  }
}
