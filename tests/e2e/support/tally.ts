import { expect, test, type TestInfo } from '@playwright/test';

/**
 * Case counts and checks for the security matrix. A test sends thousands of requests: one Playwright `expect` per
 * check would cost more than the requests (each is a recorded step), so a Tally collects the failed checks as readable
 * lines and `report()` asserts once that there are none. Each spec file calls `summarise()` once, which prints one line
 * when the file is done (tests, cases, failed checks, time): the closing note of a run quotes those lines.
 */

interface FileTotals {
  tests: number;
  cases: number;
  failures: number;
  ms: number;
}

const byTest = new Map<string, { cases: number; failures: number }>();
const byFile = new Map<string, FileTotals>();
const SHOWN = 60;

function show(value: unknown): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : String(value);
  return text.length > 160 ? `${text.slice(0, 157)}...` : text;
}

export class Tally {
  private cases = 0;
  private readonly parts = new Map<string, number>();
  private readonly problems: string[] = [];

  constructor(private readonly area: string) {}

  /** One case tried (a request, or one check of a request), under an optional sub-heading. */
  add(part = 'cases', count = 1) {
    this.cases += count;
    this.parts.set(part, (this.parts.get(part) ?? 0) + count);
  }

  /** A check: `message` says what should hold; it is kept when it does not. */
  check(ok: boolean, message: string): boolean {
    if (!ok) this.problems.push(message);
    return ok;
  }

  equal(actual: unknown, expected: unknown, message: string): boolean {
    return this.check(Object.is(actual, expected), `${message} (expected ${show(expected)}, got ${show(actual)})`);
  }

  get total() {
    return this.cases;
  }

  /** Prints the counts and fails the test with every failed check (the first SHOWN of them in full). */
  report(testInfo: TestInfo) {
    const detail = [...this.parts].map(([part, n]) => `${part} ${n}`).join(', ');
    const line = `${this.area}: ${this.cases} cases${this.parts.size > 1 ? ` (${detail})` : ''}, ${this.problems.length} failed checks`;
    testInfo.annotations.push({ type: 'security matrix', description: line });
    const totals = byTest.get(testInfo.testId) ?? { cases: 0, failures: 0 };
    byTest.set(testInfo.testId, { cases: totals.cases + this.cases, failures: totals.failures + this.problems.length });
    console.log(`[security matrix] ${line}`);
    const shown = this.problems.slice(0, SHOWN);
    if (this.problems.length > SHOWN) shown.push(`… and ${this.problems.length - SHOWN} more`);
    expect(shown, `${this.area}: failed checks`).toEqual([]);
  }
}

/** Prints the spec file's totals when it ends: "[security matrix] bypass.spec.ts: 5 tests, 3190 cases, 0 failed checks, 61.2 s". */
export function summarise(name: string) {
  test.afterEach(({}, testInfo) => {
    const totals = byFile.get(name) ?? { tests: 0, cases: 0, failures: 0, ms: 0 };
    const counted = byTest.get(testInfo.testId) ?? { cases: 0, failures: 0 };
    totals.tests += 1;
    totals.cases += counted.cases;
    // The failed checks a Tally collected, or else the errors that stopped the test (a thrown error, a failed expect).
    totals.failures += counted.failures || testInfo.errors.length;
    totals.ms += testInfo.duration;
    byFile.set(name, totals);
    byTest.delete(testInfo.testId);
  });
  test.afterAll(() => {
    const totals = byFile.get(name);
    if (!totals) return;
    console.log(`[security matrix] ${name}: ${totals.tests} tests, ${totals.cases} cases, ${totals.failures} failed checks, ${(totals.ms / 1000).toFixed(1)} s`);
    byFile.delete(name);
  });
}
