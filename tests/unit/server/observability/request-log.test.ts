/** @jest-environment node */
import { Writable } from 'node:stream';
import { networkOf, requestIdOf, requestLog } from '@/server/observability/request-log';

/** The request log (server/observability/request-log.ts): one JSON line per request, and no address in it. */
function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, stream };
}

it('writes one JSON line per request with its id, merchant, route, method, status, duration and network', () => {
  const { lines, stream } = capture();
  const log = requestLog(undefined, stream);
  log?.({ requestId: 'abc12345-id', merchant: 'demo', route: '/[host]/[locale]', method: 'GET', status: 200, durationMs: 12.345, cache: 'hit', ip: '203.0.113.77' });
  expect(lines).toHaveLength(1);
  const line = JSON.parse(lines[0] ?? '{}') as Record<string, unknown>;
  expect(line).toMatchObject({ level: 'info', msg: 'request', requestId: 'abc12345-id', merchant: 'demo', route: '/[host]/[locale]', method: 'GET', status: 200, durationMs: 12.3, cache: 'hit', network: '203.0.113.0/24' });
  expect(typeof line.time).toBe('string');
  expect(lines[0]).not.toContain('203.0.113.77');
  expect(line).not.toHaveProperty('ip');
});

it('writes nothing with SITE_LOG=off', () => {
  expect(requestLog('off')).toBeNull();
});

it('keeps only the network of an address: IPv4 /24, IPv6 /48', () => {
  expect(networkOf('198.51.100.23')).toBe('198.51.100.0/24');
  expect(networkOf('::ffff:192.0.2.9')).toBe('192.0.2.0/24');
  expect(networkOf('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3::/48');
  expect(networkOf('2001:0db8:0001::1')).toBe('2001:db8:1::/48');
  expect(networkOf('2001:db8::1')).toBe('2001:db8:0::/48');
  expect(networkOf('::1')).toBe('0:0:0::/48');
  expect(networkOf('not an address')).toBe('unknown');
  expect(networkOf(undefined)).toBe('unknown');
});

it('takes a request id from a trusted proxy only, and only a plausible one', () => {
  expect(requestIdOf('lb-7f3a9c01', true)).toBe('lb-7f3a9c01');
  const made = requestIdOf('lb-7f3a9c01', false);
  expect(made).not.toBe('lb-7f3a9c01');
  expect(made).toMatch(/^[0-9a-f-]{36}$/);
  for (const sent of ['short', 'a b c d e f g h', 'x'.repeat(129), 'id\r\nSet-Cookie: a=b', undefined]) {
    expect(requestIdOf(sent, true)).toMatch(/^[0-9a-f-]{36}$/);
  }
  expect(requestIdOf(['lb-7f3a9c01', 'lb-7f3a9c02'], true)).toMatch(/^[0-9a-f-]{36}$/);
});
