/** Builds a merchant's SiteInfoDto (brand, languages, flags, resources, footer…) from the database. */
import type { CustomerServiceDto, ResourceDto, ResourceType, SiteInfoDto } from '../../lib/platform/contract';
import type { Deps, MerchantRow } from './context';

export function createSiteInfoReader(deps: Deps) {
  const { db, abs } = deps;
  const languages = db.prepare('SELECT code FROM merchant_languages WHERE merchant_code = ? ORDER BY sort').pluck();
  const flags = db.prepare('SELECT flag FROM merchant_flags WHERE merchant_code = ? ORDER BY flag').pluck();
  const resources = db.prepare(
    'SELECT resource_type, url, qr_code_path, label_name_en FROM resources WHERE merchant_code = ? ORDER BY sort',
  );
  const services = db.prepare('SELECT cs_type, path FROM customer_services WHERE merchant_code = ? ORDER BY cs_type');
  const footer = db.prepare('SELECT kind, tag, title, image_path FROM footer_items WHERE merchant_code = ? ORDER BY sort');

  const flagsOf = (code: string) => flags.all(code) as string[];

  function siteInfo(m: MerchantRow): SiteInfoDto {
    const langs = languages.all(m.code) as string[];
    const whitelabel = flagsOf(m.code);
    const items = footer.all(m.code) as { kind: string; tag: string; title: string | null; image_path: string | null }[];
    return {
      merchantCode: m.code,
      disclaimer: m.disclaimer === 1,
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
      analytics: { gtagId: m.gtag_id },
      imageCDNs: [deps.publicUrl],
      launchGameCDNs: [deps.publicUrl],
      footer: {
        aboutHtml: m.about_html,
        helpLinks: items.filter((i) => i.kind === 'help').map((i) => ({ tag: i.tag, title: i.title ?? i.tag })),
        paymentImages: items.filter((i) => i.kind === 'payment').map((i) => ({ name: i.tag, url: abs(i.image_path ?? '') })),
        licenceImages: items.filter((i) => i.kind === 'licence').map((i) => ({ name: i.tag, url: abs(i.image_path ?? '') })),
      },
    };
  }

  return { siteInfo, flagsOf, languagesOf: (code: string) => languages.all(code) as string[] };
}
