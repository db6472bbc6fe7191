import 'server-only';
import { ContractFlag, ErrorCode, SystemPath, WhitelabelFlag, type ResourceType, type SiteInfoDto, type SiteStatusDto } from '@site/platform-contract';
import { safeExternalUrl, safeLink } from '@/lib/security/safe-url';
import { sanitizePlatformHtml } from '@/lib/security/sanitize';
import { platformCall } from './client';
import { LRUCache } from 'lru-cache';
import { isPlatformError, isPlatformUnavailable } from './errors';
import { cached, CacheKey, STALE_MAX_MS, STATUS_TTL_MS } from './cache';
import { countStatusCall } from '@/lib/telemetry/request-stats';
import { languageTagOf } from '@/lib/i18n/platform-languages';
import { siteLanguages, type LanguageChoices, type LanguageDetails } from '@/lib/i18n/site-languages';

/**
 * The merchant a host belongs to, as the site sees it: reshaped from the platform's SiteStatusDto so UI code never sees
 * wire types. Plain data only: it crosses from server components into client components as props.
 */

export type SiteGate = 'open' | 'maintenance' | 'restricted';

export interface AppDownload {
  platform: 'android' | 'ios';
  url: string;
  /** The operator's own QR code of the app (an image on its image CDN), shown before one the site draws; null: none. */
  qrCodeUrl: string | null;
}

export interface SocialLink {
  /** TELEGRAM2 is the operator's second Telegram link. */
  network: 'facebook' | 'telegram' | 'telegram2' | 'tiktok' | 'instagram';
  url: string;
  /** The operator's name for the link (labelNameEn), its visible name when present. */
  label: string | null;
}

/** A link to another site of the operator's (USDJUMP: the brand in US dollars). */
export interface SisterSite {
  url: string;
  /** The operator's name for the link (labelNameEn), its visible name when present. */
  label: string | null;
}

export interface Site {
  host: string;
  merchantCode: string;
  brandName: string;
  logoUrl: string;
  colors: { primary: string; primaryText: string; accent: string };
  /** The languages the platform offers, as the address names them (lower-case BCP 47 tags), the default first. */
  languages: string[];
  defaultLanguage: string;
  /** Each of `languages`: the platform's own code for it, and the catalog its pages are shown in (lib/i18n/site-languages.ts). */
  languageDetails: Record<string, LanguageDetails>;
  /** What the language picker offers and hreflang lists: one language per catalog the pages are shown in. */
  languageChoices: LanguageChoices;
  currency: { code: string; symbol: string };
  features: {
    directRegister: boolean;
    mobileRegister: boolean;
    freePlay: boolean;
    smsLogin: boolean;
    referral: boolean;
    /** Agent contracts by kind (contract/agent.ts ContractFlag): `contracts` is the dividend's CONTRACT3. */
    contracts: boolean;
    dailySalary: boolean;
    hourlySalary: boolean;
    realtimeSalary: boolean;
    /** Member centre pages shown by flag (records.md): reward centre, messages, transfer to upline. */
    rewardCentre: boolean;
    messages: boolean;
    transferUpline: boolean;
    loginToHome: boolean;
    phoneReset: boolean;
    passwordExpiryForcesChange: boolean;
    /** Feedback to the merchant (FEEDBACK3; the help-and-service menu). */
    feedback: boolean;
    /** Any player-protection tool is on: the member centre's safer gambling page. */
    saferGambling: boolean;
    /** /seamless and /vnlottery keep the side and top bars (the side menu mini) instead of hiding them (GAMEBARS3). */
    barsOnGamePages: boolean;
  };
  register: { usernameEnabled: boolean; mobileEnabled: boolean; captchaEnabled: boolean; smsEnabled: boolean };
  appDownloads: AppDownload[];
  socials: SocialLink[];
  /** The brand's site in US dollars (USDJUMP), linked from the footer. */
  usdSite: SisterSite | null;
  affiliateUrl: string | null;
  speedTestUrl: string | null;
  customerService: { type: 'VIP' | 'LIVECHAT'; url: string }[];
  footer: {
    /** Sanitized about-us HTML by language (address codes, as `languages`); the page picks its own, else the default's. */
    aboutHtml: Record<string, string>;
    paymentImages: { name: string; url: string }[];
    licenceImages: { name: string; url: string }[];
  };
  imageOrigins: string[];
  /** Where games are served from (launchGameCDNs): the only origins the game frame may show. */
  gameOrigins: string[];
  gtagId: string | null;
  /** The share of page views (0 to 1) whose Core Web Vitals the browser reports (lib/telemetry/use-vitals-reporting.ts). */
  vitalsSampleRate: number;
  /** Ask for the age/eligibility disclaimer once per browser session. */
  disclaimer: boolean;
  /** The eligibility statements (the disclaimer's, registration's age-and-terms box) start ticked; false: the player ticks each. */
  eligibilityPreticked: boolean;
  /**
   * The brand's time zone, minutes east of GMT: every date and time the site shows, and every day it asks the platform
   * for, is in it (lib/format/brand-time). A platform that leaves it out: GMT.
   */
  gmtOffsetMinutes: number;
  /** Player protection: the tools offered, the market's minimum age and its help organisations. */
  protection: SiteProtection;
}

export interface SiteProtection {
  tools: { depositLimits: boolean; lossLimit: boolean; timeLimit: boolean; realityCheck: boolean; exclusion: boolean };
  realityCheckDefault: number | null;
  requireDepositLimit: boolean;
  minimumAge: 18 | 21;
  helpOrganisations: { name: string; url: string }[];
}

/** What client components get of the site: not the footer's texts and marks, image origins, analytics id or the
 * languages' details (the platform's codes, and every language the address may name: the page knows its own), which
 * only the server uses. Every page carries it in its flight data, so it stays small. */
export type ClientSite = Omit<Site, 'footer' | 'imageOrigins' | 'gameOrigins' | 'gtagId' | 'protection' | 'languageDetails' | 'languages'> & {
  /** The tools, the market's rule and age; the help organisations come with the footer and the member's protection state. */
  protection: Pick<SiteProtection, 'tools' | 'requireDepositLimit' | 'minimumAge'>;
};

export function toClientSite(site: Site): ClientSite {
  const { footer: _footer, imageOrigins: _imageOrigins, gameOrigins: _gameOrigins, gtagId: _gtagId, languageDetails: _details, languages: _languages, protection, ...rest } = site;
  return { ...rest, protection: { tools: protection.tools, requireDepositLimit: protection.requireDepositLimit, minimumAge: protection.minimumAge } };
}

export interface SiteStatus {
  gate: SiteGate;
  maintenanceEnd: string | null;
  visitor: { ip: string; country: string | null };
}

export interface ResolvedSite {
  site: Site;
  status: SiteStatus;
  /**
   * The platform cannot answer now: this is what it said last (lastKnownSite). Pages a visitor may be shown from the
   * page cache are; everything that needs the platform answers "unavailable".
   */
  stale?: true;
}

/**
 * Host → merchant, with its status for this visitor. Null when no merchant owns the host (never cached, so a host
 * added on the platform works at once). Cached briefly per host and visitor IP. While the platform cannot answer, what
 * it said last (up to STALE_MAX_MS old) marked `stale`, where that is safe (lastKnownSite); else the error.
 */
export async function resolveSite(host: string, ip: string): Promise<ResolvedSite | null> {
  try {
    const resolved = await cached(CacheKey.siteStatus(host, ip), STATUS_TTL_MS, async () => {
      countStatusCall();
      const dto = await platformCall<SiteStatusDto>(SystemPath.STATUS, { searchParams: { url: host }, ip });
      return reshapeSiteStatus(host, dto);
    });
    remember(host, ip, resolved);
    return resolved;
  } catch (error) {
    if (isPlatformError(error) && (error.code === ErrorCode.DOMAIN_NOT_AVAILABLE || error.status === 404)) return null;
    if (isPlatformUnavailable(error)) {
      const last = lastKnownSite(host, ip);
      if (last) return last;
    }
    throw error;
  }
}

/**
 * What the platform said last about each host, and about each visitor of it, for up to STALE_MAX_MS. Shared by the
 * proxy's and the app's copies of this module (globalThis), like the cache.
 */
interface LastKnown {
  visitors: LRUCache<string, { resolved: ResolvedSite; at: number }>;
  hosts: LRUCache<string, { resolved: ResolvedSite; at: number; restrictedAt: number }>;
}
const LAST_KNOWN = Symbol.for('gaming-frontend.last-known-sites');
const lastKnown: LastKnown = ((globalThis as { [LAST_KNOWN]?: LastKnown })[LAST_KNOWN] ??= {
  visitors: new LRUCache({ max: 20_000 }),
  hosts: new LRUCache({ max: 1000 }),
});

function remember(host: string, ip: string, resolved: ResolvedSite): void {
  const at = Date.now();
  lastKnown.visitors.set(`${host} ${ip}`, { resolved, at });
  const before = lastKnown.hosts.get(host);
  if (resolved.status.gate === 'restricted') {
    // One visitor's restriction is not the host's status: it is kept, and the host marked as one that restricts.
    if (before) lastKnown.hosts.set(host, { ...before, restrictedAt: at });
    else lastKnown.hosts.set(host, { resolved, at, restrictedAt: at });
  } else {
    lastKnown.hosts.set(host, { resolved, at, restrictedAt: before?.restrictedAt ?? 0 });
  }
}

/**
 * The site while the platform cannot answer: this visitor's own last status; or, for a visitor it has not judged, the
 * host's last one, unless the host has restricted anyone by region within STALE_MAX_MS (who is restricted is the
 * platform's to say: such a visitor gets "unavailable" until it can). Null when nothing recent is known.
 */
function lastKnownSite(host: string, ip: string): ResolvedSite | null {
  const now = Date.now();
  const own = lastKnown.visitors.get(`${host} ${ip}`);
  if (own && now - own.at <= STALE_MAX_MS) return { ...own.resolved, stale: true };
  const known = lastKnown.hosts.get(host);
  if (!known || now - known.at > STALE_MAX_MS || now - known.restrictedAt <= STALE_MAX_MS || known.resolved.status.gate === 'restricted') return null;
  const { resolved } = known;
  return { ...resolved, status: { ...resolved.status, visitor: { ip, country: null } }, stale: true };
}

export function reshapeSiteStatus(host: string, dto: SiteStatusDto): ResolvedSite {
  const gate: SiteGate = dto.maintenance || dto.status === 1 ? 'maintenance' : dto.regionRestriction || dto.status === 2 ? 'restricted' : 'open';
  return {
    site: reshapeSite(host, dto.site),
    status: { gate, maintenanceEnd: dto.maintenanceEnd, visitor: { ip: dto.location.ip, country: dto.location.country } },
  };
}

const SOCIAL: Partial<Record<ResourceType, SocialLink['network']>> = {
  FACEBOOK: 'facebook',
  TELEGRAM: 'telegram',
  TELEGRAM2: 'telegram2',
  TIKTOK: 'tiktok',
  INSTAGRAM: 'instagram',
};

/** The longest operator label shown as a link's name: longer is not a name, and the link falls back to the site's own. */
const LABEL_MAX = 40;

/** labelNameEn as a link's visible name: trimmed, on one line, not empty or overlong; else null. */
function resourceLabel(label: string | null | undefined): string | null {
  const text = typeof label === 'string' ? label.replace(/\s+/g, ' ').trim() : '';
  return text.length > 0 && text.length <= LABEL_MAX ? text : null;
}

export function reshapeSite(host: string, info: SiteInfoDto): Site {
  const flags = new Set(info.whitelabel);
  const { languages, defaultLanguage, details, choices } = siteLanguages(info.languages, info.defaultLanguage || info.languages[0]);
  const external = (url: string | null | undefined) => safeLink(url)?.href ?? null;
  const imageOrigins = origins(info.imageCDNs);
  // Images come only from the image CDNs (the page's CSP says so): an operator's QR elsewhere would not show.
  const cdnImage = (url: string | null | undefined) => {
    const href = safeExternalUrl(url);
    return href && imageOrigins.includes(new URL(href).origin) ? href : null;
  };
  const usd = info.resources.find((r) => r.resourceType === 'USDJUMP');
  const usdUrl = external(usd?.url);
  const protection = reshapeProtection(info.protection, external);
  return {
    host,
    merchantCode: info.merchantCode,
    brandName: info.brand.name,
    logoUrl: info.brand.logoUrl,
    colors: info.brand.colors,
    languages,
    defaultLanguage,
    languageDetails: details,
    languageChoices: choices,
    currency: info.currency,
    features: {
      directRegister: flags.has(WhitelabelFlag.DIRECTREG3),
      mobileRegister: flags.has(WhitelabelFlag.MOBILENUMREG3),
      freePlay: flags.has(WhitelabelFlag.FREEPLAY3),
      smsLogin: flags.has(WhitelabelFlag.MOBILEVERCODELOGIN3),
      referral: flags.has(WhitelabelFlag.REFERRAL3),
      contracts: flags.has(ContractFlag.dividend),
      dailySalary: flags.has(ContractFlag.dailySalary),
      hourlySalary: flags.has(ContractFlag.hourlySalary),
      realtimeSalary: flags.has(ContractFlag.realtimeSalary),
      rewardCentre: flags.has(WhitelabelFlag.REWCEN3),
      messages: flags.has(WhitelabelFlag.MAILCEN),
      transferUpline: flags.has(WhitelabelFlag.AGETRANSFERUP3),
      loginToHome: flags.has(WhitelabelFlag.LOGINTOHOME3),
      phoneReset: flags.has(WhitelabelFlag.CHNGPASSVERIF3),
      passwordExpiryForcesChange: flags.has(WhitelabelFlag.PWDEXPFORCECHANGE3),
      feedback: flags.has(WhitelabelFlag.FEEDBACK3),
      saferGambling: Object.values(protection.tools).some(Boolean),
      barsOnGamePages: flags.has(WhitelabelFlag.GAMEBARS3),
    },
    register: info.register,
    appDownloads: info.resources.flatMap((r): AppDownload[] => {
      const url = external(r.url);
      if (!url) return [];
      const platform = r.resourceType === 'Android' ? 'android' : r.resourceType === 'MOBILECONFIG' ? 'ios' : null;
      return platform ? [{ platform, url, qrCodeUrl: cdnImage(r.qrCodeUrl) }] : [];
    }),
    socials: info.resources.flatMap((r): SocialLink[] => {
      const network = SOCIAL[r.resourceType];
      const url = external(r.url);
      return network && url ? [{ network, url, label: resourceLabel(r.labelNameEn) }] : [];
    }),
    usdSite: usd && usdUrl ? { url: usdUrl, label: resourceLabel(usd.labelNameEn) } : null,
    affiliateUrl: external(info.resources.find((r) => r.resourceType === 'AFFILIATELINK')?.url),
    speedTestUrl: external(info.resources.find((r) => r.resourceType === 'SpeedTest')?.url),
    customerService: info.customerService.flatMap((cs) => {
      const url = external(cs.path);
      return url ? [{ type: cs.csType, url }] : [];
    }),
    footer: {
      aboutHtml: Object.fromEntries(
        Object.entries(info.footer.aboutHtml ?? {}).flatMap(([code, html]) => {
          const language = languageTagOf(code)?.toLowerCase();
          return typeof html === 'string' && language ? [[language, sanitizePlatformHtml(html)]] : [];
        }),
      ),
      paymentImages: info.footer.paymentImages,
      licenceImages: info.footer.licenceImages,
    },
    imageOrigins,
    gameOrigins: origins(info.launchGameCDNs ?? []),
    gtagId: info.analytics.gtagId,
    vitalsSampleRate: sampleRate(info.analytics.vitalsSampleRate),
    disclaimer: info.disclaimer ?? false,
    eligibilityPreticked: info.eligibilityPreticked ?? true,
    gmtOffsetMinutes: validOffset(info.gmtOffsetMinutes) ? info.gmtOffsetMinutes : 0,
    protection,
  };
}

const NO_TOOLS: SiteProtection['tools'] = { depositLimits: false, lossLimit: false, timeLimit: false, realityCheck: false, exclusion: false };

/** A platform without protection settings offers no tools; help links are kept only when they are http(s). */
function reshapeProtection(dto: SiteInfoDto['protection'] | undefined, external: (url: string) => string | null): SiteProtection {
  return {
    tools: dto ? { ...NO_TOOLS, ...dto.tools } : NO_TOOLS,
    realityCheckDefault: dto?.realityCheckDefault ?? null,
    requireDepositLimit: dto?.requireDepositLimit ?? false,
    minimumAge: dto?.minimumAge === 21 ? 21 : 18,
    helpOrganisations: (dto?.helpOrganisations ?? []).flatMap(({ name, url }) => {
      const href = external(url);
      return href && name ? [{ name, url: href }] : [];
    }),
  };
}


/** Page views whose vitals are reported where the platform does not say: one in ten, enough for a p75 per merchant. */
export const DEFAULT_VITALS_SAMPLE_RATE = 0.1;

/** The platform's sample rate when it is a share from 0 to 1; anything else is the default. */
function sampleRate(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1 ? value : DEFAULT_VITALS_SAMPLE_RATE;
}

/** A zone offset the site can show: whole minutes from GMT−14 to GMT+14 (anything else reads as GMT). */
function validOffset(minutes: unknown): minutes is number {
  return Number.isInteger(minutes) && Math.abs(minutes as number) <= 14 * 60;
}

/** The http(s) origins of a list of URLs; anything else is dropped. */
function origins(urls: readonly string[]): string[] {
  return urls.flatMap((u) => {
    try {
      const url = new URL(u);
      return url.protocol === 'https:' || url.protocol === 'http:' ? [url.origin] : [];
    } catch {
      return [];
    }
  });
}
