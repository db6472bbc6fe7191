/** @jest-environment node */
import { Severity, type Finding } from 'csp_evaluator/dist/finding';
import { CspEvaluator } from 'csp_evaluator/dist/evaluator';
import { CspParser } from 'csp_evaluator/dist/parser';
import { contentSecurityPolicy, createNonce } from '@/lib/security/csp';

/**
 * Google's CSP Evaluator (the csp_evaluator package behind csp-evaluator.withgoogle.com) on the policy every page is
 * served with, cached or not (lib/page-cache replaces only the nonce): no high or syntax findings, with the merchant's
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

  it('would flag a policy that allowed inline scripts (the check can fail)', () => {
    expect(serious(findings("script-src 'self' 'unsafe-inline'; object-src 'none'")).length).toBeGreaterThan(0);
  });
});
