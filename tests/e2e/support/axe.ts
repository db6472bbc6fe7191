import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The WCAG 2.2 A and AA rules (names, labels, contrast, target size, landmarks). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Waits until the page's layout has settled: loaded, hydrated (the client has answered a frame),
 * its web fonts in, and no finite animation or transition running (a sidebar changing width, a dialog sliding in).
 * A scan before that measured whatever moment it met: target size and contrast changed between runs.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForFunction(
    () =>
      !document.getAnimations().some((animation) => {
        if (animation.playState !== 'running') return false;
        const end = animation.effect?.getComputedTiming().endTime;
        return typeof end === 'number' && Number.isFinite(end);
      }),
    undefined,
    { polling: 100, timeout: 10_000 },
  );
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/** axe's violations of the WCAG 2.2 A and AA rules once the page has settled, each with its first three places. */
export async function axeViolations(page: Page, rules?: string[]) {
  await settled(page);
  const builder = new AxeBuilder({ page });
  const results = await (rules ? builder.withRules(rules) : builder.withTags(WCAG_TAGS)).analyze();
  return results.violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    nodes: v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')}: ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`),
  }));
}
