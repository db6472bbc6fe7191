/** Builds a merchant's SiteInfoDto (brand, languages, flags, resources, footer…) from the database. */
import type { CustomerServiceDto, ResourceDto, ResourceType, SiteInfoDto } from '@site/platform-contract';
import type { Deps, MerchantRow } from './context';
import { absoluteCdnLinks, createLanguages } from './language';
import { createProtection } from './protection';

/** Every page view of every merchant reports its vitals here: development, demos and tests see samples at once. */
const VITALS_SAMPLE_RATE = 1;

export function createSiteInfoReader(deps: Deps) {
  const { db, abs } = deps;
  const { languagesOf, textLanguageOf } = createLanguages(deps);
  const protection = createProtection(deps);
  const flags = db.prepare('SELECT flag FROM merchant_flags WHERE merchant_code = ? ORDER BY flag').pluck();
  const resources = db.prepare(
    'SELECT resource_type, url, qr_code_path, label_name_en FROM resources WHERE merchant_code = ? ORDER BY sort',
  );
  const services = db.prepare('SELECT cs_type, path FROM customer_services WHERE merchant_code = ? ORDER BY cs_type');
  const footer = db.prepare('SELECT kind, tag, image_path FROM footer_items WHERE merchant_code = ? ORDER BY sort');
  const about = db.prepare('SELECT language, html FROM merchant_about_i18n WHERE merchant_code = ?');

  const flagsOf = (code: string) => flags.all(code) as string[];

  function siteInfo(m: MerchantRow): SiteInfoDto {
    const langs = languagesOf(m.code);
    const whitelabel = flagsOf(m.code);
    const items = footer.all(m.code) as { kind: 'payment' | 'licence'; tag: string; image_path: string }[];
    // The status call is not language-specific, so the about text travels in every offered language; a language
    // without its own text gets the text its language's content is in (lib/language.ts), else the default's, rather
    // than a hole.
    const abouts = new Map((about.all(m.code) as { language: string; html: string }[]).map((r) => [r.language, r.html]));
    const aboutHtml: Record<string, string> = {};
    for (const lang of langs) {
      const html = abouts.get(lang) ?? abouts.get(textLanguageOf(m.code, lang)) ?? abouts.get(langs[0]!);
      if (html !== undefined) aboutHtml[lang] = absoluteCdnLinks(html, abs);
    }
    return {
      merchantCode: m.code,
      disclaimer: m.disclaimer === 1,
      eligibilityPreticked: m.eligibility_preticked !== 0,
      gmtOffsetMinutes: m.gmt_offset_minutes,
      protection: protection.config(m.code),
      brand: {
        name: m.brand_name,
        logoUrl: abs(`/cdn/logos/${m.code}.svg`),
        colors: { primary: m.color_primary, primaryText: m.color_primary_text, accent: m.color_accent },
      },
      languages: langs,
      defaultLanguage: langs[0] ?? 'en',
      currency: { code: m.currency_code, symbol: m.currency_symbol },
      whitelabel,
      register: {
        usernameEnabled: whitelabel.includes('USERNAMEREG3'),
        mobileEnabled: whitelabel.includes('MOBILENUMREG3'),
        captchaEnabled: m.register_captcha === 1,
        smsEnabled: whitelabel.includes('REGMOBVERF3'),
      },
      resources: (
        resources.all(m.code) as { resource_type: string; url: string; qr_code_path: string | null; label_name_en: string | null }[]
      ).map(
        (r): ResourceDto => ({
          resourceType: r.resource_type as ResourceType,
          url: r.url,
          qrCodeUrl: r.qr_code_path ? abs(r.qr_code_path) : null,
          labelNameEn: r.label_name_en,
        }),
      ),
      customerService: (services.all(m.code) as { cs_type: CustomerServiceDto['csType']; path: string }[]).map((s) => ({
        csType: s.cs_type,
        path: s.path,
      })),
      analytics: { gtagId: m.gtag_id, vitalsSampleRate: VITALS_SAMPLE_RATE },
      imageCDNs: [deps.publicUrl],
      launchGameCDNs: [deps.publicUrl],
      footer: {
        aboutHtml,
        paymentImages: items.filter((i) => i.kind === 'payment').map((i) => ({ name: i.tag, url: abs(i.image_path) })),
        licenceImages: items.filter((i) => i.kind === 'licence').map((i) => ({ name: i.tag, url: abs(i.image_path) })),
      },
    };
  }

  return { siteInfo, flagsOf, languagesOf };
}
