import type { ProtectionConfigDto, SiteInfoDto } from '@site/platform-contract';
import type { Site } from '@/lib/platform/site';

/** A merchant's features with every one off: a test switches on what it checks. */
export const NO_FEATURES: Readonly<Site['features']> = {
  directRegister: false,
  mobileRegister: false,
  freePlay: false,
  smsLogin: false,
  referral: false,
  contracts: false,
  dailySalary: false,
  hourlySalary: false,
  realtimeSalary: false,
  rewardCentre: false,
  messages: false,
  transferUpline: false,
  loginToHome: false,
  phoneReset: false,
  passwordExpiryForcesChange: false,
  feedback: false,
  saferGambling: false,
  barsOnGamePages: false,
};

/** A merchant that offers no player-protection tool, for a market of 18 with no help organisations. */
export function noProtection(): ProtectionConfigDto {
  return {
    tools: { depositLimits: false, lossLimit: false, timeLimit: false, realityCheck: false, exclusion: false },
    realityCheckDefault: null,
    requireDepositLimit: false,
    minimumAge: 18,
    helpOrganisations: [],
  };
}

/** What the platform says of the demo merchant (SiteStatusDto.site), with no protection tools unless `overrides` says. */
export function siteInfo(overrides: Partial<SiteInfoDto> = {}): SiteInfoDto {
  return {
    merchantCode: 'demo',
    brand: { name: 'Demo', logoUrl: 'https://cdn.example/logo.svg', colors: { primary: '#000', primaryText: '#fff', accent: '#f00' } },
    languages: ['en'],
    defaultLanguage: 'en',
    currency: { code: 'USD', symbol: '$' },
    whitelabel: [],
    register: { usernameEnabled: true, mobileEnabled: false, captchaEnabled: false, smsEnabled: false },
    resources: [],
    customerService: [],
    analytics: { gtagId: null },
    imageCDNs: [],
    launchGameCDNs: [],
    footer: { aboutHtml: {}, paymentImages: [], licenceImages: [] },
    disclaimer: false,
    eligibilityPreticked: true,
    gmtOffsetMinutes: 420,
    protection: noProtection(),
    ...overrides,
  };
}
