/**
 * Sports hot matches (SportsPath.HOT_MATCHES, contract/sports.ts): the fixtures of the merchant's own sports vendors, at
 * the sandbox clock (sandbox/lib/sports.ts), each with the vendor's sports game a tap opens. No token needed.
 */
import type { Hono } from 'hono';
import { HOT_MATCHES_DEFAULT, SportsPath, type HotMatchDto } from '@site/platform-contract';
import { hotMatchesRequest } from '@site/platform-contract/requests/sports';
import { requireMerchant } from '../lib/auth';
import type { AppEnv, Deps } from '../lib/context';
import { badRequest, ok } from '../lib/envelope';
import { createLanguages } from '../lib/language';
import { matchState } from '../lib/sports';
import { readJsonObject } from '../lib/validate';
import { validBody } from '../lib/valid-body';

interface FixtureRow {
  vassalage: string;
  match_code: string;
  home_team: string;
  away_team: string;
  kickoff_at: number;
  home_goals: string;
  away_goals: string;
  odds_home: number;
  odds_draw: number;
  odds_away: number;
  league: string;
  home_name: string;
  away_name: string;
  node_id: number;
  game_code: string;
  game_name: string;
  open_in: 'iframe' | 'popup';
}

export function registerSportsRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { db, abs, clock } = deps;
  const languages = createLanguages(deps);
  // The hot fixtures of the merchant's sports vendors, with each vendor's sports game (its first, the lobby) and the
  // names in the language asked for, or English where a fixture has none in it.
  const fixtures = db.prepare(
    `SELECT f.vassalage, f.match_code, f.home_team, f.away_team, f.kickoff_at, f.home_goals, f.away_goals,
            f.odds_home, f.odds_draw, f.odds_away, n.league, n.home_name, n.away_name,
            g.node_id, g.game_code, g.game_name, v.open_in
     FROM sports_fixtures f
     JOIN vendors v ON v.merchant_code = ? AND v.category = 'SPORTS' AND v.vassalage = f.vassalage
     JOIN games g ON g.node_id = (SELECT g2.node_id FROM games g2 WHERE g2.merchant_code = v.merchant_code AND g2.game_type = 'SPORTS'
                                  AND g2.vassalage = f.vassalage ORDER BY g2.sort, g2.node_id LIMIT 1)
     JOIN sports_fixture_i18n n ON n.fixture_id = f.id
       AND n.language = COALESCE((SELECT language FROM sports_fixture_i18n WHERE fixture_id = f.id AND language = ?), 'en')
     WHERE f.hot = 1 AND (? IS NULL OR f.vassalage = ?)
     ORDER BY f.id`,
  );

  app.post(SportsPath.HOT_MATCHES, requireMerchant(deps), async (c) => {
    const body = validBody(hotMatchesRequest(), await readJsonObject(c));
    const merchant = c.get('merchant').code;
    if (body.merchantCode !== merchant) throw badRequest('merchantCode must be the merchant of the Merchant header');
    const language = languages.contentLanguage(c, body.language);
    const vendor = body.vassalage ?? null;
    const now = clock.now();
    const list = (fixtures.all(merchant, language, vendor, vendor) as FixtureRow[])
      .map((f) => ({ f, state: matchState(f.kickoff_at, f.home_goals, f.away_goals, now) }))
      // Live first, then the next to kick off.
      .sort((a, b) => Number(b.state.live) - Number(a.state.live) || a.state.kickOff - b.state.kickOff)
      .slice(0, body.count ?? HOT_MATCHES_DEFAULT)
      .map(({ f, state }): HotMatchDto => ({
        matchId: f.match_code,
        league: f.league,
        home: { name: f.home_name, logoUrl: abs(`/cdn/teams/${f.home_team}.png`) },
        away: { name: f.away_name, logoUrl: abs(`/cdn/teams/${f.away_team}.png`) },
        kickOff: new Date(state.kickOff).toISOString(),
        live: state.live,
        score: state.score,
        odds: { home: f.odds_home / 100, draw: f.odds_draw / 100, away: f.odds_away / 100 },
        game: { vassalage: f.vassalage, gameId: f.game_code, nodeId: f.node_id, gameName: f.game_name, openIn: f.open_in },
      }));
    return ok(c, { list });
  });
}
