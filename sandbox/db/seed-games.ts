/**
 * The game catalogue, generated: every vendor's games in a category come from word lists through a PRNG seeded with
 * the vendor and category, so every seed (and every reset) produces the same names, codes, bets and lines. Also the
 * PVP rooms, and the seeded accounts' bets, favourites and recent launches.
 */
import { GAME_CATEGORIES, type GameListType } from '@site/platform-contract';
import type { Db } from '.';
import { MARK_NEW_GAMES } from './schema/lobby';
import { pick, seededRandom, shuffled } from '../lib/prng';
import { createWallet } from '../lib/wallet';
import {
  ACCOUNTS, IN_HOUSE_VENDOR, MAINTENANCE_WINDOW, VENDOR_NAMES, VENDORS_IN_MAINTENANCE, VENDORS_IN_POPUP, type MerchantSeed,
} from './seed-data';

export interface GameSeed {
  code: string;
  name: string;
  classify: string | null;
  /** Major units. */
  minBet: number;
  lineNum: number | null;
  hot: boolean;
  /** Its vendor lets a visitor play it for fun (play money): the sandbox's own slots only. */
  funMode?: boolean;
}

const ADJECTIVES = [
  'Golden', 'Lucky', 'Wild', 'Mystic', 'Royal', 'Blazing', 'Ancient', 'Cosmic', 'Sweet', 'Frozen', 'Neon', 'Jade', 'Diamond',
  'Crystal', 'Thunder', 'Emerald', 'Midnight', 'Aztec', 'Viking', 'Lotus', 'Phoenix', 'Sakura', 'Savage', 'Shining',
  'Pirate', 'Samurai', 'Dragon', 'Ruby', 'Sapphire', 'Electric',
];
const NOUNS = [
  'Fortune', 'Riches', 'Treasure', 'Spins', 'Gems', 'Temple', 'Wilds', 'Empire', 'Quest', 'Fruits', 'Kingdom', 'Legends',
  'Bonanza', 'Reels', 'Nights', 'Safari', 'Tiger', 'Panda', 'Koi', 'Pharaoh', 'Gold', 'Stars', 'Rush', 'Vault', 'Dreams',
  'Carnival', 'Express', 'Warriors', 'Island', 'Lanterns',
];
const TABLE_GAMES = ['Blackjack Classic', 'European Roulette', 'Baccarat Deluxe', 'Video Poker', 'Caribbean Stud', 'Sic Bo Dice', 'Hi-Lo Cards'];
const FISH_GAMES = [
  'Ocean King', 'Fishing War', 'Mermaid Hunter', 'Dragon Fishing', 'Golden Toad', 'Shark Attack', 'Bomb Fishing', 'Jackpot Fishing',
  'Royal Fishing', 'Mega Fishing', 'Happy Fishing', 'All-star Fishing', 'Deep Sea Hunter', 'Fishing Disco',
];
/** Live tables with their classify tab (used by vendors that have tabs). */
const LIVE_TABLES: [string, string][] = [
  ['Speed Baccarat', 'baccarat'], ['Baccarat A', 'baccarat'], ['Baccarat B', 'baccarat'], ['Baccarat Squeeze', 'baccarat'],
  ['Lightning Roulette', 'roulette'], ['Auto Roulette', 'roulette'], ['Blackjack VIP', 'blackjack'], ['Blackjack Party', 'blackjack'],
  ['Crazy Time', 'game-shows'], ['Dream Catcher', 'game-shows'], ['Dragon Tiger', 'dice'], ['Sic Bo', 'dice'], ['Fan Tan', 'dice'],
];
const PVP_GAMES = [
  "Texas Hold'em", 'Niu Niu', 'Blackjack Duel', 'Three Card Poker', 'Dragon vs Tiger', 'Fight the Landlord', 'Rummy', 'Mahjong Duel',
  'Pai Gow', 'Tongits', 'Sam Gong', 'Baccarat Rush',
];
const LOTT_TCG: [string, string][] = [
  ['VN_HCM', 'Ho Chi Minh'], ['VN_HN', 'Ha Noi'], ['VN_DN', 'Da Nang'], ['SSC_1M', '1-minute SSC'], ['PK10_3M', '3-minute PK10'],
  ['TCG_SEA-L06', 'Lucky 11x5'], ['TCG_SEA-L07', 'Mark Six'], ['TCG_SEA-L08', 'Fast 3'],
];
const LOTT_OTHER = ['Speed Racing', '3-minute SSC', 'Lucky 10', 'Mark Six', '5-minute Keno', '11x5', 'Happy 8', 'Fast Dice'];
const ELOTT_GAMES = ['Keno Express', 'Lucky 5D', 'Fast Keno', 'Power Ball', 'e-Lotto 3D', 'Bingo 75', 'Thai Lotto', 'Lao Lotto'];
const IN_HOUSE_GAMES = ['Sandbox Fruits', 'Sandbox Sevens', 'Sandbox Gems', 'Sandbox Stars', 'Sandbox Jungle', 'Sandbox Rockets'];

/** Classify tabs per vendor (in tab order), for the categories where the vendor has them. */
export const VENDOR_CLASSIFIES: Record<string, Partial<Record<GameListType, string[]>>> = {
  PG: { RNG: ['slots', 'table', 'jackpot'] },
  PP: { RNG: ['slots', 'megaways', 'jackpot'] },
  JILI: { RNG: ['slots', 'table'] },
  EVO: { LIVE: ['baccarat', 'roulette', 'blackjack', 'game-shows', 'dice'] },
};

const SLOT_BETS = [0.1, 0.2, 0.5, 1, 2];
const SLOT_LINES = [5, 9, 10, 15, 20, 25, 30, 40, 50];
const code = (vendor: string, tag: string, i: number) => `${vendor}-${tag}${String(i + 1).padStart(3, '0')}`;

function rngGames(vendor: string): GameSeed[] {
  const random = seededRandom(`RNG/${vendor}`);
  const tabs = VENDOR_CLASSIFIES[vendor]?.RNG ?? [];
  const names = new Set<string>();
  const slotName = (suffix = '') => {
    for (;;) {
      const name = `${ADJECTIVES[pick(random, ADJECTIVES.length)]} ${NOUNS[pick(random, NOUNS.length)]}${suffix}`;
      if (!names.has(name)) {
        names.add(name);
        return name;
      }
    }
  };
  const tables = shuffled(TABLE_GAMES, random);
  return Array.from({ length: 20 }, (_, i): GameSeed => {
    // With tabs: 14 in the first (slots), the rest shared by the other tabs.
    const tab = tabs.length === 0 ? null : i < 14 ? tabs[0]! : tabs[1 + ((i - 14) % (tabs.length - 1))]!;
    const hot = i === 0 || i === 7 || random() < 0.15;
    if (tab === 'table') return { code: code(vendor, 'T', i), name: tables[(i - 14) % tables.length]!, classify: tab, minBet: [1, 5][pick(random, 2)]!, lineNum: null, hot };
    if (tab === 'jackpot') return { code: code(vendor, 'J', i), name: slotName(' Jackpot'), classify: tab, minBet: [0.5, 1][pick(random, 2)]!, lineNum: [25, 50][pick(random, 2)]!, hot };
    if (tab === 'megaways') return { code: code(vendor, 'M', i), name: slotName(' Megaways'), classify: tab, minBet: [0.2, 1][pick(random, 2)]!, lineNum: null, hot };
    return {
      code: code(vendor, 'S', i),
      name: slotName(),
      classify: tab,
      minBet: SLOT_BETS[pick(random, SLOT_BETS.length)]!,
      lineNum: SLOT_LINES[pick(random, SLOT_LINES.length)]!,
      hot,
    };
  });
}

/** Every vendor's games in a category. */
export function vendorGames(category: GameListType, vendor: string): GameSeed[] {
  const random = seededRandom(`${category}/${vendor}`);
  const vendorName = VENDOR_NAMES[vendor] ?? vendor;
  switch (category) {
    case 'RNG':
      return rngGames(vendor);
    case 'FISH':
      return shuffled(FISH_GAMES, random).slice(0, 6).map((name, i) => ({
        code: code(vendor, 'F', i), name, classify: null, minBet: [0.1, 0.5, 1, 2][pick(random, 4)]!, lineNum: null, hot: i === 0 || i === 3,
      }));
    case 'LIVE': {
      const tabs = VENDOR_CLASSIFIES[vendor]?.LIVE;
      return shuffled(LIVE_TABLES, random).slice(0, 10).map(([name, tab], i) => ({
        code: code(vendor, 'L', i), name, classify: tabs ? tab : null, minBet: [1, 2, 5, 10][pick(random, 4)]!, lineNum: null, hot: i === 0 || i === 3,
      }));
    }
    case 'SPORTS':
    case 'ESPORTS':
      return [{ code: `${vendor}-LOBBY`, name: `${vendorName} lobby`, classify: null, minBet: 1, lineNum: null, hot: false }];
    case 'LOTT': {
      const list: [string, string][] = vendor === 'TCG_SEA'
        ? LOTT_TCG
        : shuffled(LOTT_OTHER, random).slice(0, 6).map((name, i) => [code(vendor, 'L', i), `${vendorName} ${name}`]);
      return list.map(([c, name], i) => ({ code: c, name, classify: null, minBet: 1, lineNum: null, hot: i === 0 || i === 3 }));
    }
    case 'ELOTT':
      return ELOTT_GAMES.map((name, i) => ({ code: code(vendor, 'E', i), name, classify: null, minBet: 1, lineNum: null, hot: i === 0 || i === 3 }));
    case 'PVP':
      return shuffled(PVP_GAMES, random).slice(0, 8).map((name, i) => ({
        code: code(vendor, 'P', i), name, classify: null, minBet: [1, 2, 5][pick(random, 3)]!, lineNum: null, hot: i === 0 || i === 3,
      }));
    case 'INHOUSE':
      return IN_HOUSE_GAMES.map((name, i) => ({
        code: code(vendor, 'G', i), name, classify: null, minBet: [0.1, 0.5, 1, 0.2, 2, 0.5][i]!, lineNum: [20, 25, 30, 10, 50, 9][i]!, hot: i < 2,
        funMode: true,
      }));
  }
}

/** The merchant's catalogue: each category's vendors' games, then the in-house games. */
export function merchantCatalogue(m: MerchantSeed): { category: GameListType; vendor: string; games: GameSeed[] }[] {
  const lanes: { category: GameListType; vendor: string; games: GameSeed[] }[] = [];
  for (const category of GAME_CATEGORIES) {
    for (const vendor of m.vendors[category] ?? []) lanes.push({ category, vendor, games: vendorGames(category, vendor) });
  }
  lanes.push({ category: 'INHOUSE', vendor: IN_HOUSE_VENDOR, games: vendorGames('INHOUSE', IN_HOUSE_VENDOR) });
  return lanes;
}

const ROOMS: [string, number][] = [['Beginner', 1], ['Standard', 5], ['High roller', 20]];

/** Vendors (with how they open and maintenance windows), games and PVP rooms of a merchant. Call inside a transaction. */
export function seedCatalogue(db: Db, m: MerchantSeed, now: number): void {
  const vendor = db.prepare(
    `INSERT INTO vendors (merchant_code, category, vassalage, name, maintenance, sort, open_in, maintenance_start, maintenance_end)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const addVendor = (category: GameListType, code: string, sort: number) => {
    const down = VENDORS_IN_MAINTENANCE.includes(code);
    vendor.run(
      m.code, category, code, VENDOR_NAMES[code] ?? code, down ? 1 : 0, sort, VENDORS_IN_POPUP.includes(code) ? 'popup' : 'iframe',
      down ? now + MAINTENANCE_WINDOW.startOffsetMs : null, down ? now + MAINTENANCE_WINDOW.endOffsetMs : null,
    );
  };
  for (const category of GAME_CATEGORIES) (m.vendors[category] ?? []).forEach((code, i) => addVendor(category, code, i));
  addVendor('INHOUSE', IN_HOUSE_VENDOR, 0);
  seedGames(db, m);
}

/** Games and PVP rooms of a merchant whose vendors exist. Call inside a transaction. */
export function seedGames(db: Db, m: MerchantSeed): void {
  const game = db.prepare(
    `INSERT INTO games (merchant_code, game_type, vassalage, game_code, game_name, classify, min_bet_minor, line_num, is_hot, sort, fun_mode)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const room = db.prepare(
    'INSERT INTO pvp_rooms (merchant_code, room_id, node_id, room_name, min_bet_minor, players, sort) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  for (const lane of merchantCatalogue(m)) {
    const random = seededRandom(`rooms/${lane.vendor}`);
    lane.games.forEach((g, i) => {
      const minor = Math.round(g.minBet * 100);
      const nodeId = Number(
        game.run(m.code, lane.category, lane.vendor, g.code, g.name, g.classify, minor, g.lineNum, g.hot ? 1 : 0, i, g.funMode ? 1 : 0).lastInsertRowid,
      );
      if (lane.category !== 'PVP') return;
      ROOMS.forEach(([label, factor], r) =>
        room.run(m.code, `${g.code}-R${r + 1}`, nodeId, `${g.name} · ${label}`, minor * factor, 2 + pick(random, 60), i * ROOMS.length + r),
      );
    });
  }
  db.exec(MARK_NEW_GAMES);
}

const HOUR = 60 * 60 * 1000;

/**
 * The accounts' game history: bets (stake and payout as ledger rows), recent launches of those games, favourites.
 * Call inside a transaction, after the accounts and the catalogue.
 */
export function seedGameHistory(db: Db, m: MerchantSeed, now: number): void {
  const memberId = db.prepare('SELECT id FROM members WHERE merchant_code = ? AND username = ?').pluck();
  const byIndex = db.prepare(
    'SELECT node_id, vassalage, game_code, game_name FROM games WHERE merchant_code = ? AND game_type = ? AND vassalage = ? AND sort = ?',
  );
  const bet = db.prepare(
    `INSERT INTO bets (merchant_code, member_id, node_id, vendor, game_code, stake_minor, payout_minor, status, request_id, created_at, settled_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, 'settled', ?, ?, ?)`,
  );
  const launch = db.prepare('INSERT INTO game_launches (member_id, node_id, launched_at) VALUES (?, ?, ?)');
  const favourite = db.prepare('INSERT OR IGNORE INTO favourite_games (member_id, node_id, created_at) VALUES (?, ?, ?)');
  const wallet = createWallet(db);
  type Found = { node_id: number; vassalage: string; game_code: string; game_name: string };
  /** The vendor's index-th game of the category, or the in-house game of that index where the merchant lacks it. */
  const find = (vendor: string, category: GameListType, index: number): Found => {
    const hit = byIndex.get(m.code, category, vendor, index) as Found | undefined;
    if (hit) return hit;
    const count = vendorGames('INHOUSE', IN_HOUSE_VENDOR).length;
    return byIndex.get(m.code, 'INHOUSE', IN_HOUSE_VENDOR, index % count) as Found;
  };
  for (const a of ACCOUNTS) {
    const id = memberId.get(m.code, a.username) as number;
    (a.bets ?? []).forEach((b, n) => {
      const g = find(b.vendor, b.category, b.index);
      const at = now - b.hoursAgo * HOUR;
      const stake = Math.round(b.stake * 100);
      const payout = Math.round(b.payout * 100);
      const betId = Number(bet.run(m.code, id, g.node_id, g.vassalage, g.game_code, stake, payout, `seed-${n + 1}`, at, at).lastInsertRowid);
      wallet.post(id, -stake, 'BET', `${g.vassalage} ${g.game_name}`, betId, at);
      if (payout > 0) wallet.post(id, payout, 'WIN', `${g.vassalage} ${g.game_name}`, betId, at);
      launch.run(id, g.node_id, at - 60_000);
    });
    (a.favourites ?? []).forEach(([vendor, category, index], n) => favourite.run(id, find(vendor, category, index).node_id, now - n * HOUR));
  }
}
