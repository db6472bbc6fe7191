/**
 * `npm test`: the unit tests, then the end-to-end tests.
 *
 * TEST_CLOCK=<ISO time> (e.g. 2027-02-28T23:55:00Z) runs the whole suite on a clock that reads that time when the run
 * starts and goes on in real time from there: every process the run starts (Jest, the site, its workers, the sandbox
 * platform with its seed, Chromium) reads the same clock, through libfaketime (Debian's `faketime` package),
 * which shifts the clocks by one offset. The monotonic clock moves with the wall clock: Chromium stalls its page loads
 * for seconds when the two disagree; a constant offset leaves every timer and timeout as it was. Redis alone keeps the
 * real clock (it aborts under libfaketime; tests/e2e/instances.spec.ts starts it without), which only relative expiries reach.
 * With `TZ` set too, the suite runs in that zone (Chromium, Node and the site all read TZ). No test may depend on the
 * hour, the day or the zone it runs in; CI runs the suite anchored at 23:55 UTC on the last day of a month, in
 * Pacific/Kiritimati (UTC+14, already the next day), so the clock passes midnight UTC mid-run.
 */
import { spawnSync } from 'node:child_process';

const anchor = process.env.TEST_CLOCK;
let wrap = (command) => command;

if (anchor) {
  const at = Date.parse(anchor);
  if (Number.isNaN(at)) fail(`TEST_CLOCK=${anchor} is not a time: give an ISO time such as 2027-02-28T23:55:00Z`);
  if (spawnSync('faketime', ['-f', '+0s', 'true']).status !== 0) {
    fail('TEST_CLOCK needs libfaketime: apt-get install faketime');
  }
  // One offset for every command, so the end-to-end tests go on from where the unit tests left the clock.
  const offset = Math.round((at - Date.now()) / 1000);
  wrap = (command) => ['faketime', '-f', `${offset >= 0 ? '+' : ''}${offset}s`, ...command];
  const zone = process.env.TZ || Intl.DateTimeFormat().resolvedOptions().timeZone;
  const local = new Date(at).toLocaleString('en-GB', { timeZone: zone, dateStyle: 'full', timeStyle: 'long' });
  console.log(`test clock: ${new Date(at).toISOString()} when the run starts (TZ=${zone}: ${local})`);
}

for (const script of ['test:unit', 'test:e2e']) {
  const [command, ...args] = wrap(['npm', 'run', script]);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function fail(message) {
  console.error(message);
  process.exit(2);
}
