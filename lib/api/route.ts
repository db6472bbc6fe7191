import 'server-only';
import { ValidationError, type AnyObject, type ObjectSchema } from 'yup';
import type { CallContext } from '@/lib/platform/client';
import { ErrorCode } from '@site/platform-contract/envelope';
import { isPlatformError, isPlatformUnavailable } from '@/lib/platform/errors';
import { memberInfo } from '@/lib/platform/member';
import type { Site, SiteStatus } from '@/lib/platform/site';
import { createRequestContext } from '@/lib/request/context';
import { isSameOrigin } from '@/lib/security/origin';
import type { MemberSession } from '@/lib/session/seal';
import { endMemberSession } from '@/lib/session/session';
import { mustLogIn, siteGate } from '@/lib/tenant/gates';
import { canUseAgentCentre, isTrialType } from '@/lib/tenant/member-types';
import { fail, ok, SiteErrorCode } from './envelope';
import { readJsonBody } from './json-body';
import { readBodyBytes } from './request-body';
import { platformLanguage } from '@/lib/i18n/site-languages';

/**
 * The one way to declare a route of the site's API (app/api/…): its access level, the yup schema of its body (the
 * form's own schema) or of its query, and the handler. The kit answers everything else the same way for every route:
 * the Origin check on writes, the merchant and its gate, the member session, one error code for an invalid body or
 * query, platform refusals in the envelope, and never a stack trace.
 */

/**
 * visitor: anyone (the ways in: sign-in, registration, forgot password, human checks; the language choice);
 * public: what the merchant's pages show to visitors (games, notices): anyone where those pages are open, but on a
 * login-to-home brand only with a session (401 otherwise), as its pages send a visitor to /login;
 * member: a signed-in session (a trial account too); player: a member whose account is real (the member centre: a
 * trial account gets 403 trial_account); agent: the agent centre's types.
 */
export type Access = 'visitor' | 'public' | 'member' | 'player' | 'agent';

export interface VisitorContext {
  site: Site;
  /** The merchant's status for this visitor (address and country as the platform sees them). */
  status: SiteStatus;
  ip: string;
  /**
   * The page's language (its address's, sent by the browser) if the merchant offers it, else its default, as the
   * platform names it: what platform calls ask in.
   */
  language: string;
  /** Who platform calls are made for: the merchant, the visitor's address and language (and the token for members). */
  call: CallContext & { merchant: string };
  /** The session on this merchant, if any, for a visitor route that treats signed-in callers differently (unsealed on ask). */
  session: () => Promise<MemberSession | null>;
  request: Request;
}

export interface MemberContext extends VisitorContext {
  member: MemberSession;
  call: CallContext & { merchant: string; token: string };
}

type ContextFor<A extends Access> = A extends 'visitor' | 'public' ? VisitorContext : MemberContext;

/** The access levels a visitor without a session may use (on a login-to-home brand, 'visitor' only). */
const OPEN_TO_VISITORS = new Set<Access>(['visitor', 'public']);

export interface RouteSpec<A extends Access, B extends AnyObject, Q extends AnyObject> {
  access: A;
  /**
   * The JSON body's schema (writes). Unknown keys are dropped; the values reach the handler as the schema casts them.
   * A function builds it for the merchant (a money form's schema takes the merchant's currency, as the form does).
   * 'object' hands over the safe, plain object for a route whose schema depends on platform data (registration).
   */
  body?: ObjectSchema<B> | ((merchant: { site: Site }) => ObjectSchema<B>) | 'object';
  /** The query string's schema (reads). */
  query?: ObjectSchema<Q>;
  /**
   * A multipart/form-data body instead of JSON (an upload): at most `maxBytes` in all, else a 400 on `field` (key
   * too_large) before more is read; the handler gets the parsed form as `form`. Files are checked by the handler.
   */
  multipart?: { maxBytes: number; field: string };
  /** A platform 401 here is a refused attempt (a login), not a session to end: relay it as is. */
  relayUnauthorized?: boolean;
  /** The value to answer (in the envelope), or a Response of its own. */
  handler: (input: { body: B; query: Q; form: FormData | null }, context: ContextFor<A>) => Promise<unknown>;
}

type Handler = (request: Request) => Promise<Response>;

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function apiRoute<A extends Access, B extends AnyObject = AnyObject, Q extends AnyObject = AnyObject>(
  spec: RouteSpec<A, B, Q>,
): Handler {
  return async (request) => {
    try {
      if (WRITES.has(request.method) && !isSameOrigin(request)) return fail(403, SiteErrorCode.ORIGIN_MISMATCH);
      const context = await createRequestContext();
      const lookup = context.site;
      if (lookup.kind === 'not-found') return fail(404, ErrorCode.DOMAIN_NOT_AVAILABLE);
      if (lookup.kind === 'unavailable') return fail(503, SiteErrorCode.PLATFORM_UNAVAILABLE);
      const { site, status } = lookup;
      const gate = siteGate(site, status.gate);
      if (gate === 'maintenance') return fail(503, SiteErrorCode.SITE_MAINTENANCE);
      if (gate === 'restricted') return fail(403, SiteErrorCode.REGION_RESTRICTED);

      // The same rule as the pages' (decideGate): on a login-to-home brand what they show needs a session.
      if (spec.access === 'public' && mustLogIn(site.features.loginToHome, (await context.member()) !== null, '/')) {
        return fail(401, ErrorCode.CUSTOMER_NOT_LOGIN);
      }
      const member = OPEN_TO_VISITORS.has(spec.access) ? null : await context.member();
      const asked = request.headers.get('x-site-language')?.toLowerCase() ?? '';
      const language = platformLanguage(site, site.languages.includes(asked) ? asked : site.defaultLanguage);
      const call = { merchant: site.merchantCode, ip: context.ip, language, ...(member ? { token: member.token } : {}) };

      if (!OPEN_TO_VISITORS.has(spec.access)) {
        if (!member) return fail(401, ErrorCode.CUSTOMER_NOT_LOGIN);
        const refusal =
          spec.access === 'agent' && !canUseAgentCentre(member.memberType)
            ? SiteErrorCode.FORBIDDEN
            : spec.access === 'player' && isTrialType(member.memberType)
              ? SiteErrorCode.TRIAL_ACCOUNT
              : null;
        if (refusal) {
          // The member type in the cookie refuses only a live session: a signed-out, expired or revoked one is a
          // visitor's (401, and the cookie ends), which the platform tells (it throws, and failure() answers).
          await memberInfo(call);
          return fail(403, refusal);
        }
      }

      const input = { body: {} as B, query: {} as Q, form: null as FormData | null };
      if (spec.multipart) {
        const read = await readMultipart(request, spec.multipart.maxBytes);
        if (!read.ok) return invalid(read.tooLarge ? spec.multipart.field : 'body', read.tooLarge ? 'too_large' : 'invalid');
        input.form = read.form;
      }
      if (spec.body) {
        const raw = await readJsonBody(request);
        if (!raw.ok) return raw.tooLarge ? tooLarge() : invalid(raw.field, 'invalid');
        if (spec.body === 'object') {
          input.body = raw.value as B;
        } else {
          const checked = await validate(typeof spec.body === 'function' ? spec.body({ site }) : spec.body, raw.value);
          if (!checked.ok) return invalid(checked.field, checked.key);
          input.body = checked.value;
        }
      }
      if (spec.query) {
        const checked = await validate(spec.query, Object.fromEntries(new URL(request.url).searchParams), { fromQuery: true });
        if (!checked.ok) return invalid(checked.field, checked.key);
        input.query = checked.value;
      }

      const routeContext = { site, status, ip: context.ip, language, call, session: context.member, request, ...(member ? { member } : {}) };
      const result = await spec.handler(input, routeContext as ContextFor<A>);
      return result instanceof Response ? result : ok(result);
    } catch (error) {
      return failure(error, !OPEN_TO_VISITORS.has(spec.access) && !spec.relayUnauthorized);
    }
  };
}

/** Every method a route does not declare answers 405 in the envelope. */
export function routeMethods(handlers: Partial<Record<'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', Handler>>) {
  const notAllowed: Handler = async () => fail(405, SiteErrorCode.METHOD_NOT_ALLOWED);
  return {
    GET: handlers.GET ?? notAllowed,
    POST: handlers.POST ?? notAllowed,
    PUT: handlers.PUT ?? notAllowed,
    PATCH: handlers.PATCH ?? notAllowed,
    DELETE: handlers.DELETE ?? notAllowed,
  };
}

type Checked<T> = { ok: true; value: T } | { ok: false; field: string; key: string };

async function validate<T extends AnyObject>(schema: ObjectSchema<T>, value: unknown, { fromQuery = false } = {}): Promise<Checked<T>> {
  // Values of the wrong kind (an object where a string belongs) are refused before yup casts or transforms them. A query
  // string holds only text: there a number field reads its digits ("page=2"), and text that is no number is refused by yup.
  const wrong = wrongType(schema, value, fromQuery);
  if (wrong) return { ok: false, field: wrong, key: 'invalid' };
  try {
    return { ok: true, value: (await schema.validate(value, { abortEarly: true, stripUnknown: true })) as T };
  } catch (error) {
    if (error instanceof ValidationError) return { ok: false, field: error.path ?? 'body', key: messageKey(error.message) };
    // A transform that chokes on what it was given is bad input too, never a 500.
    return { ok: false, field: 'body', key: 'invalid' };
  }
}

/** The first field whose value is not of its schema's kind (strings, numbers, booleans), or null. */
function wrongType(schema: { fields: Record<string, unknown> }, value: unknown, fromQuery: boolean): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'body';
  for (const [field, fieldSchema] of Object.entries(schema.fields)) {
    const v = (value as Record<string, unknown>)[field];
    if (v === undefined || v === null) continue;
    const type = (fieldSchema as { type?: string }).type;
    if (fromQuery && typeof v === 'string') continue;
    if ((type === 'string' || type === 'number' || type === 'boolean') && typeof v !== type) return field;
  }
  return null;
}

/** A schema's message is passed on only when it is a message key ("required", "reg_pattern_1|min=4"): never text that could echo input. */
function messageKey(message: string): string {
  return /^[A-Za-z0-9_.|=-]{1,80}$/.test(message) ? message : 'invalid';
}

function invalid(field: string, key: string): Response {
  return fail(400, SiteErrorCode.VALIDATION_FAILED, key, { field, key });
}

/** A body larger than the route takes: 413, as the server in front answers one it can refuse by its headers. */
function tooLarge(): Response {
  return fail(413, SiteErrorCode.PAYLOAD_TOO_LARGE);
}

/** A handler's own refusal of one field, answered like the kit's (400 validation_failed, { field, key }). */
export const invalidField = invalid;

type Multipart = { ok: true; form: FormData } | { ok: false; tooLarge: boolean };

/** A multipart body read up to maxBytes (lib/api/request-body.ts), then parsed. */
async function readMultipart(request: Request, maxBytes: number): Promise<Multipart> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data;\s*boundary=/i.test(type)) return { ok: false, tooLarge: false };
  const read = await readBodyBytes(request, maxBytes);
  if (!read.ok) return read;
  try {
    return { ok: true, form: await new Response(read.bytes as Uint8Array<ArrayBuffer>, { headers: { 'content-type': type } }).formData() };
  } catch {
    return { ok: false, tooLarge: false };
  }
}

/** A failure as the API's answer. On a member route a force-logout code also clears the session. */
export async function failure(error: unknown, sessionRoute: boolean): Promise<Response> {
  if (isPlatformError(error)) {
    if (sessionRoute && error.forcesLogout) {
      await endMemberSession().catch(() => undefined);
      return fail(401, error.code, error.message);
    }
    const status = error.status >= 400 && error.status < 500 ? error.status : 502;
    return fail(status, error.code, error.message, error.value);
  }
  if (isPlatformUnavailable(error)) return fail(503, SiteErrorCode.PLATFORM_UNAVAILABLE);
  console.error('api: unexpected failure', error instanceof Error ? error.message : error);
  return fail(500, ErrorCode.INTERNAL_ERROR);
}
