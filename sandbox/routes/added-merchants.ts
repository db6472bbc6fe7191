/**
 * POST /__sandbox/merchants: adds a merchant the seed does not have (sandbox only, like every /__sandbox/ endpoint).
 * Body: { code, host, name, languages: ["en", …] (default first; any language codes, as a platform lists them, also
 * ones the seed has no texts in), colors?: { primary, primaryText, accent }, currency?: { code, symbol }, gtagId? }.
 * Answers 201 { success: true }; 409 when the code or the host is taken. POST /__sandbox/reset removes it.
 *
 * POST /__sandbox/merchants/<code>/notices: a player notice the merchant writes in one of its languages only, shown to
 * that language alone (a platform's content in a language the site has no catalog for, spec §9). Body: { language,
 * title, content (HTML) }. Answers 201 { success: true, id }; 404 for a merchant that does not exist, 400 for a language it does not
 * offer.
 */
import type { Hono } from 'hono';
import { ErrorCode } from '@site/platform-contract';
import { seedMerchant } from '../db/seed';
import { addMerchant, GTAG_ID_PATTERN, LANGUAGE_CODE, type AddedMerchant } from '../db/seed-added-merchant';
import type { AppEnv, Deps } from '../lib/context';
import { canonicalCode } from '../lib/language';
import { ApiError, badRequest, notFound } from '../lib/envelope';
import { optionalString, readJsonObject, requireString, type Json } from '../lib/validate';

const CODE = /^[a-z][a-z0-9]{1,19}$/;
const HOST = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
const HEX = /^#[0-9a-f]{6}$/i;

function colorsOf(body: Json): AddedMerchant['colors'] {
  const v = body.colors;
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'object' || Array.isArray(v)) throw badRequest('colors must be an object');
  const c = v as Json;
  const pick = (key: string) => requireString(c, key, { max: 7, pattern: HEX });
  return { primary: pick('primary'), primaryText: pick('primaryText'), accent: pick('accent') };
}

function currencyOf(body: Json): AddedMerchant['currency'] {
  const v = body.currency;
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'object' || Array.isArray(v)) throw badRequest('currency must be an object');
  const c = v as Json;
  return { code: requireString(c, 'code', { min: 3, max: 3, pattern: /^[A-Z]{3}$/ }), symbol: requireString(c, 'symbol', { max: 4 }) };
}

/** The most languages a merchant is added with (spec §9's list is about 35 long). */
const MAX_LANGUAGES = 40;

/** The `languages` of the body: language codes (canonicalCode: the seed's spelling, else lower-cased), at least one, each once. */
function languagesOf(body: Json): string[] {
  const v = body.languages;
  const codes = Array.isArray(v) ? v.map((x) => (typeof x === 'string' ? canonicalCode(x) : '')) : [];
  if (codes.length === 0 || codes.length > MAX_LANGUAGES || !codes.every((code) => LANGUAGE_CODE.test(code))) {
    throw badRequest(`languages must be 1 to ${MAX_LANGUAGES} language codes such as "en", "ms" or "pt-br"`);
  }
  if (new Set(codes).size !== codes.length) throw badRequest('languages must name each language once');
  return codes;
}

export function registerAddedMerchantRoutes(app: Hono<AppEnv>, deps: Deps): void {
  app.post('/__sandbox/merchants', async (c) => {
    const body = await readJsonObject(c);
    const languages = languagesOf(body);
    const input: AddedMerchant = {
      code: requireString(body, 'code', { max: 20, pattern: CODE }),
      host: requireString(body, 'host', { max: 253, pattern: HOST }),
      brandName: requireString(body, 'name', { max: 40 }).trim(),
      languages,
      colors: colorsOf(body),
      currency: currencyOf(body),
      gtagId: optionalString(body, 'gtagId', { max: 18, pattern: GTAG_ID_PATTERN }),
    };
    if (input.brandName === '') throw badRequest('name must not be blank');
    // Dated from real time, as the seed of a reset is (the sandbox clock's offset is not applied).
    const result = addMerchant(deps.db, input, seedMerchant, Date.now());
    if (result === 'code_taken') throw new ApiError(409, ErrorCode.BAD_REQUEST, 'A merchant has this code');
    if (result === 'host_taken') throw new ApiError(409, ErrorCode.BAD_REQUEST, 'A merchant has this host');
    return c.json({ success: true }, 201);
  });

  const merchantExists = deps.db.prepare('SELECT 1 FROM merchants WHERE code = ?').pluck();
  const offers = deps.db.prepare('SELECT 1 FROM merchant_languages WHERE merchant_code = ? AND code = ?').pluck();
  const nextSort = deps.db.prepare("SELECT COALESCE(MIN(sort), 0) - 1 FROM notices WHERE merchant_code = ? AND kind = 'PL'").pluck();
  const insertNotice = deps.db.prepare("INSERT INTO notices (merchant_code, kind, time_iso, sort) VALUES (?, 'PL', ?, ?)");
  const insertText = deps.db.prepare('INSERT INTO notice_i18n (notice_id, language, title, content) VALUES (?, ?, ?, ?)');

  app.post('/__sandbox/merchants/:code/notices', async (c) => {
    const code = c.req.param('code');
    if (merchantExists.get(code) !== 1) throw notFound();
    const body = await readJsonObject(c);
    const language = canonicalCode(requireString(body, 'language', { max: 20 }));
    if (offers.get(code, language) !== 1) throw badRequest('language must be one the merchant offers');
    const title = requireString(body, 'title', { max: 200 }).trim();
    const content = requireString(body, 'content', { max: 5000 });
    if (title === '') throw badRequest('title must not be blank');
    // First among the merchant's player notices, dated now (real time, as an added merchant's seed is).
    const id = deps.db.transaction(() => {
      const noticeId = Number(insertNotice.run(code, new Date().toISOString(), nextSort.get(code) as number).lastInsertRowid);
      insertText.run(noticeId, language, title, content);
      return noticeId;
    })();
    return c.json({ success: true, id }, 201);
  });
}
