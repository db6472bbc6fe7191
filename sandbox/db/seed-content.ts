/**
 * Merchant content in every language: the texts are data in sandbox/content/*.json (its README.md says how they are
 * laid out); this module gives them their types and checks them once, when it is loaded.
 *
 * Shared items (banner titles, notices, help articles, payment lines) are written once in every language the seed
 * knows (`Texts`), and each merchant gets the languages it offers. Merchant-specific items (promotions, the footer's
 * about text) hold the languages of that merchant only (`MerchantTexts`); seed.ts refuses to seed a merchant whose
 * item lacks one of its languages, and a unit test checks the database has every item in every offered language.
 *
 * Texts may use placeholders, filled per merchant and language when seeded (seed.ts `contentVars`):
 *   {brand} {age} {licence} {payments} {eligibility} {minDeposit} {maxBonus} {minWithdraw}
 * HTML refers to images on the sandbox CDN by path (src="/cdn/…"); the routes make such links absolute when serving.
 */
import { ACTIVITY_CATEGORIES, ACTIVITY_MODES, type ActivityCategory, type ActivityMode } from '@site/platform-contract';
import aboutJson from '../content/about.json';
import activitiesJson from '../content/activities.json';
import addedMerchantJson from '../content/added-merchant.json';
import agentAnnouncementsJson from '../content/agent-announcements.json';
import bannersJson from '../content/banners.json';
import eligibilityJson from '../content/eligibility.json';
import helpArticlesJson from '../content/help-articles.json';
import licencesJson from '../content/licences.json';
import memberMessagesJson from '../content/member-messages.json';
import noticesJson from '../content/notices.json';
import paymentsJson from '../content/payments.json';
import pointsRewardsJson from '../content/points-rewards.json';
import promotionPagesJson from '../content/promotion-pages.json';
import promotionTermsJson from '../content/promotion-terms.json';
import promotionsJson from '../content/promotions.json';
import sportsJson from '../content/sports.json';

export const CONTENT_LANGUAGES = [
  'en', 'vi', 'th', 'zh', 'id', 'ko', 'ar', 'fil', 'ms', 'km', 'my', 'ja', 'zh-TW', 'pt-BR', 'es', 'tr', 'ru', 'hi', 'bn', 'lo', 'ur', 'fa',
] as const;
export type Lang = (typeof CONTENT_LANGUAGES)[number];

/** A text in every language the seed knows. */
export type Texts = Record<Lang, string>;
/** A merchant's own text, in the languages that merchant offers. */
export type MerchantTexts = Partial<Record<Lang, string>>;

export const BANNER_GROUPS = [
  'w_home', 'w_rng', 'w_live', 'w_fish', 'w_pvp', 'w_sports', 'w_esports',
  'w_lott', 'w_down', 'w_promotion', 'w_shop', 'w_help', 'w_reg', 'w_inhouse',
] as const;
export type BannerGroup = (typeof BANNER_GROUPS)[number];

export interface NoticeSeed {
  /** PL player notice, PU popup (only for merchants with popupNotice), PR promotion notice, H help notice. */
  kind: 'PL' | 'PU' | 'PR' | 'H';
  timeIso: string;
  title: Texts;
  html: Texts;
}

export type HelpCategorySeed = 'rules' | 'account' | 'payments' | 'games' | 'responsible' | 'about';

export interface HelpArticleSeed {
  /** Stable anchor, the same in every language (/help#term). */
  tag: string;
  category: HelpCategorySeed;
  /** Listed among the footer's help links. */
  footer: boolean;
  title: Texts;
  /** HTML: paragraphs, lists, headings h3 and below; no scripts. */
  html: Texts;
}

export interface PromotionSeed {
  category: string;
  title: MerchantTexts;
}

/** How to take part: the promotion's activity. Days are relative to the time of seeding. */
export interface PromotionActivitySeed {
  mode: ActivityMode;
  reward: number;
  startDay: number;
  endDay: number;
}

/** What a promotion is beyond its category and title. */
interface PromotionPage {
  /** Unique per merchant. */
  key: string;
  /** One or two sentences, plain text; placeholders ({brand}, {age}…) are filled per merchant and language, {reward} with its activity's reward (withReward). */
  summary: MerchantTexts;
  /** Its own activity; absent for the promotions of ACTIVITY_SEEDS (seedRewards inserts theirs). */
  activity?: PromotionActivitySeed;
}

export type FullPromotionSeed = PromotionSeed & PromotionPage;

interface SharedPromotion extends FullPromotionSeed {
  category: ActivityCategory;
  title: Texts;
  summary: Texts;
  activity: PromotionActivitySeed;
}

/** The words of a promotion's page around its summary: how to take part (by mode) and the terms. */
interface PromotionTerms {
  how: string;
  join: string[];
  apply: string[];
  terms: string;
  rules: string[];
}

// ————————————————————————————————————————————————————————————————————————————————— reading and checking

/** Where a value sits in the content, for the error that names it. */
type Where = string;

function fail(where: Where, problem: string): never {
  throw new Error(`sandbox/content/${where}: ${problem}`);
}

function object(value: unknown, where: Where): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail(where, 'is not an object');
  return value as Record<string, unknown>;
}

function list(value: unknown, where: Where): unknown[] {
  if (!Array.isArray(value)) fail(where, 'is not a list');
  return value;
}

function string(value: unknown, where: Where): string {
  if (typeof value !== 'string' || value.trim() === '') fail(where, 'is not a non-empty text');
  return value;
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[], where: Where): T {
  if (!allowed.includes(value as T)) fail(where, `is ${JSON.stringify(value)}, not one of ${allowed.join(', ')}`);
  return value as T;
}

/** Only the keys named: a misspelt one is a mistake, not something to ignore. */
function keys(o: Record<string, unknown>, allowed: readonly string[], where: Where): void {
  const unknown = Object.keys(o).filter((k) => !allowed.includes(k));
  if (unknown.length > 0) fail(where, `has unknown key(s) ${unknown.join(', ')}`);
}

/**
 * One language's text: a string, or HTML written as a list of lines (one element or a few per line, for review),
 * joined without anything between them.
 */
function text(value: unknown, where: Where): string {
  if (Array.isArray(value)) return string(value.map((line, i) => string(line, `${where}[${i}]`)).join(''), where);
  return string(value, where);
}

/** A text in the languages given: each of `required`, any of `allowed`, no other. */
function texts(value: unknown, where: Where, required: readonly Lang[]): MerchantTexts {
  const o = object(value, where);
  keys(o, CONTENT_LANGUAGES, where);
  const missing = required.filter((lang) => o[lang] === undefined);
  if (missing.length > 0) fail(where, `has no ${missing.map((lang) => `"${lang}"`).join(', ')} text`);
  if (Object.keys(o).length === 0) fail(where, 'has no text in any language');
  // In the file's order (a merchant's own texts start with its default language).
  return Object.fromEntries(Object.entries(o).map(([lang, t]) => [lang, text(t, `${where}.${lang}`)]));
}

/** A text in every language the seed knows. */
const allTexts = (value: unknown, where: Where): Texts => texts(value, where, CONTENT_LANGUAGES) as Texts;

/** A name for an item in an error: its English text when it has one. */
const named = (value: unknown): string => {
  const en = (value as { en?: unknown } | null)?.en;
  return typeof en === 'string' ? ` (${JSON.stringify(en)})` : '';
};

function record<T>(value: unknown, where: Where, read: (v: unknown, where: Where) => T): Record<string, T> {
  return Object.fromEntries(Object.entries(object(value, where)).map(([k, v]) => [k, read(v, `${where}.${k}`)]));
}

// ————————————————————————————————————————————————————————————————————————————————————————— banners

function readBanners(): { home: Texts[]; groups: Record<Exclude<BannerGroup, 'w_home'>, Texts> } {
  const where = 'banners.json';
  const o = object(bannersJson, where);
  keys(o, ['home', 'groups'], where);
  const home = list(o.home, `${where} home`).map((t, i) => allTexts(t, `${where} home[${i}]${named(t)}`));
  const groups = record(o.groups, `${where} groups`, allTexts);
  const expected = BANNER_GROUPS.filter((g) => g !== 'w_home');
  const missing = expected.filter((g) => groups[g] === undefined);
  if (missing.length > 0) fail(`${where} groups`, `has no banner for ${missing.join(', ')}`);
  keys(groups, expected, `${where} groups`);
  return { home, groups: groups as Record<Exclude<BannerGroup, 'w_home'>, Texts> };
}

const BANNERS = readBanners();

/** Home carousel banners, in order; a merchant shows the first homeBannerCount of them. */
export const HOME_BANNER_TITLES: Texts[] = BANNERS.home;

/** One banner per page group (the home group uses HOME_BANNER_TITLES). */
export const BANNER_TITLES: Record<Exclude<BannerGroup, 'w_home'>, Texts> = BANNERS.groups;

// ————————————————————————————————————————————————————————————————————————————————————————— notices

/** In display order per kind (PR on the promotions page, H in the help centre). */
export const NOTICES: NoticeSeed[] = list(noticesJson, 'notices.json').map((value, i) => {
  const o = object(value, `notices.json [${i}]`);
  const where = `notices.json [${i}]${named(o.title)}`;
  keys(o, ['kind', 'timeIso', 'title', 'html'], where);
  const timeIso = string(o.timeIso, `${where} timeIso`);
  if (Number.isNaN(Date.parse(timeIso))) fail(`${where} timeIso`, 'is not an ISO time');
  return {
    kind: oneOf(o.kind, ['PL', 'PU', 'PR', 'H'] as const, `${where} kind`),
    timeIso,
    title: allTexts(o.title, `${where} title`),
    html: allTexts(o.html, `${where} html`),
  };
});

// ————————————————————————————————————————————————————————————————————————————— payments and licences

function readPaymentMethods(): Record<string, { name: string; line: Texts }> {
  const where = 'payments.json';
  const o = object(paymentsJson, where);
  keys(o, ['lines', 'methods'], where);
  const lines = record(o.lines, `${where} lines`, allTexts);
  return record(o.methods, `${where} methods`, (value, at) => {
    const m = object(value, at);
    keys(m, ['name', 'line'], at);
    const line = lines[string(m.line, `${at}.line`)];
    if (!line) fail(`${at}.line`, `names no line in ${where} lines`);
    return { name: string(m.name, `${at}.name`), line };
  });
}

/** One line of the deposit article's method list per payment mark name; {name} is the method's display name. */
export const PAYMENT_METHODS: Record<string, { name: string; line: Texts }> = readPaymentMethods();

/** Licence marks that name a gaming authority ({licence}); the others (gli, bmm) are testing laboratories. */
export const LICENCE_AUTHORITIES: Record<string, Texts> = record(licencesJson, 'licences.json', allTexts);

/**
 * {eligibility} for merchants with the age/eligibility disclaimer: the terms repeat what the disclaimer makes the
 * visitor confirm. Empty for the others.
 */
export const ELIGIBILITY: Texts = allTexts(eligibilityJson, 'eligibility.json');

// ————————————————————————————————————————————————————————————————————————————————————————— help centre

const HELP_CATEGORIES: readonly HelpCategorySeed[] = ['rules', 'account', 'payments', 'games', 'responsible', 'about'];

/** Every merchant's help centre, in this order (sort). */
export const HELP_ARTICLES: HelpArticleSeed[] = list(helpArticlesJson, 'help-articles.json').map((value, i) => {
  const o = object(value, `help-articles.json [${i}]`);
  const where = `help-articles.json [${i}] (${String(o.tag)})`;
  keys(o, ['tag', 'category', 'footer', 'title', 'html'], where);
  if (typeof o.footer !== 'boolean') fail(`${where} footer`, 'is not true or false');
  return {
    tag: string(o.tag, `${where} tag`),
    category: oneOf(o.category, HELP_CATEGORIES, `${where} category`),
    footer: o.footer,
    title: allTexts(o.title, `${where} title`),
    html: allTexts(o.html, `${where} html`),
  };
});

// ———————————————————————————————————————————————————————————————————————— merchant-specific content

/** A merchant's own text: the languages it has are checked against the merchant's when seeded (seed.ts). */
const merchantTexts = (value: unknown, where: Where): MerchantTexts => texts(value, where, []);

/** Promotions (AccountsPath.PROMOTIONS) per merchant code, in display order within a category. */
export const PROMOTIONS: Record<string, PromotionSeed[]> = record(promotionsJson, 'promotions.json', (value, where) =>
  list(value, where).map((p, i) => {
    const o = object(p, `${where}[${i}]`);
    const at = `${where}[${i}]${named(o.title)}`;
    keys(o, ['category', 'title'], at);
    return { category: string(o.category, `${at} category`), title: merchantTexts(o.title, `${at} title`) };
  }),
);

/** FooterDto.aboutHtml per merchant code: who the brand is for, its licence, and where to read more. */
export const ABOUT: Record<string, MerchantTexts> = record(aboutJson, 'about.json', merchantTexts);

// ——————————————————————————————————————————————————————————————————————————————————— promotion pages

function number(value: unknown, where: Where): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) fail(where, 'is not a number');
  return value;
}

function readActivity(value: unknown, where: Where): PromotionActivitySeed {
  const o = object(value, where);
  keys(o, ['mode', 'reward', 'startDay', 'endDay'], where);
  const activity = {
    mode: oneOf(o.mode, ACTIVITY_MODES, `${where}.mode`),
    reward: number(o.reward, `${where}.reward`),
    startDay: number(o.startDay, `${where}.startDay`),
    endDay: number(o.endDay, `${where}.endDay`),
  };
  if (activity.reward <= 0) fail(`${where}.reward`, 'is not above zero');
  if (activity.endDay <= activity.startDay) fail(where, 'ends before it starts');
  return activity;
}

/** A promotion's page: its key, summary and (when it has one of its own) activity, and the fields `more` names. */
function readPage(o: Record<string, unknown>, where: Where, more: readonly string[], summary: typeof texts): PromotionPage {
  keys(o, ['key', 'summary', 'activity', ...more], where);
  return {
    key: string(o.key, `${where}.key`),
    summary: summary(o.summary, `${where}.summary`, []),
    ...(o.activity === undefined ? {} : { activity: readActivity(o.activity, `${where}.activity`) }),
  };
}

function readPromotionPages(): {
  own: Record<string, Record<string, PromotionPage>>;
  extra: Record<string, FullPromotionSeed[]>;
  shared: SharedPromotion[];
} {
  const file = 'promotion-pages.json';
  const o = object(promotionPagesJson, file);
  keys(o, ['own', 'extra', 'shared'], file);
  const own = record(o.own, `${file} own`, (pages, where) =>
    record(pages, where, (page, at) => readPage(object(page, at), at, [], texts)),
  );
  const extra = record(o.extra, `${file} extra`, (list_, where) =>
    list(list_, where).map((value, i) => {
      const p = object(value, `${where}[${i}]`);
      const at = `${where}[${i}] (${String(p.key)})`;
      return {
        category: string(p.category, `${at}.category`),
        title: merchantTexts(p.title, `${at}.title`),
        ...readPage(p, at, ['category', 'title'], texts),
      };
    }),
  );
  const shared = list(o.shared, `${file} shared`).map((value, i): SharedPromotion => {
    const p = object(value, `${file} shared[${i}]`);
    const at = `${file} shared[${i}] (${String(p.key)})`;
    if (p.activity === undefined) fail(at, 'has no activity');
    const page = readPage(p, at, ['category', 'title'], (v, w) => allTexts(v, w));
    return {
      key: page.key,
      category: oneOf(p.category, ACTIVITY_CATEGORIES, `${at}.category`),
      activity: page.activity!,
      title: allTexts(p.title, `${at}.title`),
      summary: page.summary as Texts,
    };
  });
  return { own, extra, shared };
}

const PROMOTION_PAGES = readPromotionPages();

/** The merchants' own promotions (PROMOTIONS), by merchant and title in the merchant's default language. */
export const OWN_PROMOTION_PAGES: Record<string, Record<string, PromotionPage>> = PROMOTION_PAGES.own;

/** More promotions of a merchant's own, after its PROMOTIONS. */
export const EXTRA_PROMOTIONS: Record<string, FullPromotionSeed[]> = PROMOTION_PAGES.extra;

/** Promotions every merchant runs, in the categories its own do not cover. */
export const SHARED_PROMOTIONS: SharedPromotion[] = PROMOTION_PAGES.shared;

function readPromotionTerms(): Record<Lang, PromotionTerms> {
  const file = 'promotion-terms.json';
  const o = object(promotionTermsJson, file);
  keys(o, CONTENT_LANGUAGES, file);
  const lines = (value: unknown, where: Where) => list(value, where).map((line, i) => string(line, `${where}[${i}]`));
  const out = {} as Record<Lang, PromotionTerms>;
  for (const lang of CONTENT_LANGUAGES) {
    if (o[lang] === undefined) fail(file, `has no "${lang}" words`);
    const t = object(o[lang], `${file} ${lang}`);
    keys(t, ['how', 'join', 'apply', 'terms', 'rules'], `${file} ${lang}`);
    out[lang] = {
      how: string(t.how, `${file} ${lang}.how`),
      join: lines(t.join, `${file} ${lang}.join`),
      apply: lines(t.apply, `${file} ${lang}.apply`),
      terms: string(t.terms, `${file} ${lang}.terms`),
      rules: lines(t.rules, `${file} ${lang}.rules`),
    };
  }
  // Every language says the same steps and rules: as many lines as the English.
  for (const lang of CONTENT_LANGUAGES) {
    for (const part of ['join', 'apply', 'rules'] as const) {
      if (out[lang][part].length !== out.en[part].length) {
        fail(`${file} ${lang}.${part}`, `has ${out[lang][part].length} lines, the English ${out.en[part].length}`);
      }
    }
  }
  return out;
}

/** The words of a promotion's page around its summary, per language (seed-promotions.ts promotionPage). */
export const PROMOTION_TERMS: Record<Lang, PromotionTerms> = readPromotionTerms();

// ———————————————————————————————————————————————————————————————————————————————————————— sports

/** The sports vendors' league and team names (sports.json), each in every language, by code. */
function readSports(): { leagues: Record<string, Texts>; teams: Record<string, Texts> } {
  const where = 'sports.json';
  const o = object(sportsJson, where);
  keys(o, ['leagues', 'teams'], where);
  const teams = record(o.teams, `${where} teams`, allTexts);
  // A team's code is its crest's address (/cdn/teams/<code>.png) and what the crest shows.
  for (const code of Object.keys(teams)) if (!/^[A-Z]{3}$/.test(code)) fail(`${where} teams.${code}`, 'is not a code of three capital letters');
  return { leagues: record(o.leagues, `${where} leagues`, allTexts), teams };
}

const SPORTS = readSports();

/** League names by code. */
export const SPORTS_LEAGUES: Record<string, Texts> = SPORTS.leagues;
/** Team names by their three-letter code. */
export const SPORTS_TEAMS: Record<string, Texts> = SPORTS.teams;

// ————————————————————————————————————————————————————————————————————— rewards, points mall, inbox, agents

/** Items of a file by key, each with the fields named, every field a text in every language. */
function textsByKey<F extends string>(json: unknown, file: string, fields: readonly F[]): Record<string, Record<F, Texts>> {
  return record(json, file, (value, where) => {
    const o = object(value, where);
    keys(o, fields, where);
    return Object.fromEntries(fields.map((field) => [field, allTexts(o[field], `${where}.${field}`)])) as Record<F, Texts>;
  });
}

/** The reward centre's activities' titles and descriptions (seed-rewards.ts ACTIVITY_SEEDS), by activity key. */
export const ACTIVITY_TEXTS = textsByKey(activitiesJson, 'activities.json', ['title', 'description'] as const);

/** The points mall's rewards' names and descriptions (seed-points.ts REWARD_SEEDS), by reward key. */
export const POINTS_REWARD_TEXTS = textsByKey(pointsRewardsJson, 'points-rewards.json', ['name', 'description'] as const);

/** The inbox's message templates (seed-member-account.ts), by template key. */
export const MESSAGE_TEXTS = textsByKey(memberMessagesJson, 'member-messages.json', ['title', 'html'] as const);

/** The agent centre's announcements, newest first, each `daysAgo` before the time of seeding. */
export const AGENT_ANNOUNCEMENTS: { daysAgo: number; title: Texts; html: Texts }[] = list(agentAnnouncementsJson, 'agent-announcements.json').map(
  (value, i) => {
    const where = `agent-announcements.json [${i}]`;
    const o = object(value, where);
    keys(o, ['daysAgo', 'title', 'html'], where);
    return { daysAgo: number(o.daysAgo, `${where}.daysAgo`), title: allTexts(o.title, `${where}.title`), html: allTexts(o.html, `${where}.html`) };
  },
);

/** The about text of a merchant added in the sandbox (seed-added-merchant.ts), in every language. */
export const ADDED_MERCHANT_ABOUT: Texts = (() => {
  const o = object(addedMerchantJson, 'added-merchant.json');
  keys(o, ['about'], 'added-merchant.json');
  return allTexts(o.about, 'added-merchant.json about');
})();
