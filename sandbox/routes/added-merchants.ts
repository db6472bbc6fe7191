/**
 * POST /__sandbox/merchants: adds a merchant the seed does not have (sandbox only, like every /__sandbox/ endpoint).
 * Body: { code, host, name, languages: ["en", …] (default first), colors?: { primary, primaryText, accent },
 * currency?: { code, symbol }, gtagId? }. Answers 201 { success: true }; 409 when the code or the host is taken.
 * POST /__sandbox/reset removes it.
 */
import type { Hono } from 'hono';
import { ErrorCode } from '@site/platform-contract';
import { seedMerchant } from '../db/seed';
import { addMerchant, ADDABLE_LANGUAGES, GTAG_ID_PATTERN, type AddedMerchant } from '../db/seed-added-merchant';
import type { AppEnv, Deps } from '../lib/context';
import { ApiError, badRequest } from '../lib/envelope';
import { optionalString, readJsonObject, requireArrayOf, requireString, type Json } from '../lib/validate';

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

export function registerAddedMerchantRoutes(app: Hono<AppEnv>, deps: Deps): void {
  app.post('/__sandbox/merchants', async (c) => {
    const body = await readJsonObject(c);
    const languages = requireArrayOf(body, 'languages', ADDABLE_LANGUAGES, ADDABLE_LANGUAGES.length);
    if (languages.length === 0 || new Set(languages).size !== languages.length) {
      throw badRequest('languages must name at least one language, each once');
    }
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
}
