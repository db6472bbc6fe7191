/**
 * Player protection: what each seeded merchant switches on. demo offers every tool with no default; vn88
 * starts every member with a 60-minute reality check; ph is a regulated market (minimum age 21): every tool, a 30-minute
 * reality check and a daily deposit limit required at registration. A merchant not listed (one added while the sandbox
 * runs) gets demo's. Members start with no limits; the seed gives none.
 */
import type { Db } from './index';
import type { MerchantSeed } from './seed-data';

interface ProtectionSeed {
  tools: { depositLimits: boolean; lossLimit: boolean; timeLimit: boolean; realityCheck: boolean; exclusion: boolean };
  realityDefault: number | null;
  requireDepositLimit: boolean;
  helpOrganisations: { name: string; url: string }[];
}

const ALL_TOOLS = { depositLimits: true, lossLimit: true, timeLimit: true, realityCheck: true, exclusion: true };
const INTERNATIONAL = [
  { name: 'Gamblers Anonymous', url: 'https://www.gamblersanonymous.org/' },
  { name: 'GamCare', url: 'https://www.gamcare.org.uk/' },
];

const PROTECTION: Record<string, ProtectionSeed> = {
  demo: { tools: ALL_TOOLS, realityDefault: null, requireDepositLimit: false, helpOrganisations: INTERNATIONAL },
  vn88: { tools: ALL_TOOLS, realityDefault: 60, requireDepositLimit: false, helpOrganisations: INTERNATIONAL },
  ph: {
    tools: ALL_TOOLS,
    realityDefault: 30,
    requireDepositLimit: true,
    helpOrganisations: [
      { name: 'PAGCOR Responsible Gaming', url: 'https://www.pagcor.ph/responsible-gaming.php' },
      { name: 'Gamblers Anonymous', url: 'https://www.gamblersanonymous.org/' },
    ],
  },
};

export function protectionSeedOf(code: string): ProtectionSeed {
  return PROTECTION[code] ?? PROTECTION.demo!;
}

export function seedProtection(db: Db, m: Pick<MerchantSeed, 'code'>): void {
  const p = protectionSeedOf(m.code);
  db.prepare(
    `INSERT OR IGNORE INTO merchant_protection
       (merchant_code, deposit_limits, loss_limit, time_limit, reality_check, exclusion, reality_default, require_deposit_limit, help_orgs)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    m.code, Number(p.tools.depositLimits), Number(p.tools.lossLimit), Number(p.tools.timeLimit), Number(p.tools.realityCheck),
    Number(p.tools.exclusion), p.realityDefault, Number(p.requireDepositLimit), JSON.stringify(p.helpOrganisations),
  );
}

/** A database seeded before the protection migration: every merchant gets its configuration. */
export function upgradeProtection(db: Db): void {
  for (const code of db.prepare('SELECT code FROM merchants').pluck().all() as string[]) seedProtection(db, { code });
}
