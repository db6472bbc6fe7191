/** @jest-environment node */
import { Severity, type Finding } from 'csp_evaluator/dist/finding';
import { CspEvaluator } from 'csp_evaluator/dist/evaluator';
import { CspParser } from 'csp_evaluator/dist/parser';
import { contentSecurityPolicy, createNonce } from '@/lib/security/csp';

/**
 * Google's CSP Evaluator (the csp_evaluator package behind csp-evaluator.withgoogle.com) on the policy every page is
 * served with, cached or not (server/page-cache replaces only the nonce): no high or syntax findings, with the merchant's
 * analytics tag and without, and for a merchant whose images and games come from other origins.
 */
function findings(policy: string): Finding[] {
  return new CspEvaluator(new CspParser(policy).csp).evaluate();
}

const serious = (list: Finding[]) => list.filter((f) => f.severity === Severity.HIGH || f.severity === Severity.SYNTAX).map((f) => `${f.directive}: ${f.description}`);

describe('the page CSP under the CSP Evaluator', () => {
  const origins = { imageOrigins: ['https://cdn.example.com'], frameOrigins: ['https://games.example.com'], connectOrigins: ['https://api.example.com'] };

  it.each([
    ['a merchant without analytics', {}],
    ['a merchant with analytics', { analytics: true }],
    ['a merchant with image, game and API origins', origins],
  ])('has no high or syntax findings: %s', (_, options) => {
    expect(serious(findings(contentSecurityPolicy(createNonce(), options)))).toEqual([]);
  });

  it.each([
    ['a merchant without analytics', {}],
    ['a merchant with analytics', { analytics: true }],
    ['a merchant with image, game and API origins', origins],
  ])("allows 'unsafe-inline' only for style attributes, and <style> elements by the nonce: %s", (_, options) => {
    const nonce = createNonce();
    const directives = new Map(
      contentSecurityPolicy(nonce, options)
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .map(([name, ...values]) => [name!, values] as const),
    );
    const inline = [...directives].filter(([, values]) => values.includes("'unsafe-inline'")).map(([name]) => name);
    expect(inline).toEqual(['style-src-attr']);
    expect(directives.get('style-src-elem')).toContain(`'nonce-${nonce}'`);
    // Browsers without the split directives read style-src for both: the same as style-src-elem.
    expect(directives.get('style-src')).toEqual(directives.get('style-src-elem'));
  });

  it('would flag a policy that allowed inline scripts (the check can fail)', () => {
    expect(serious(findings("script-src 'self' 'unsafe-inline'; object-src 'none'")).length).toBeGreaterThan(0);
  });
});
