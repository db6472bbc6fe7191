/** @jest-environment node */
import { countryOf, ipv4InCidr, isLoopback, normalizeIp, parseIpv4, visitorIp } from '../lib/geo';

const RANGES = [
  { cidr: '192.0.2.0/24', country: 'SG' },
  { cidr: '203.0.113.0/24', country: 'US' },
];

describe('IPv4 CIDR matching', () => {
  it('matches addresses inside a /24 and rejects neighbours', () => {
    expect(ipv4InCidr('203.0.113.0', '203.0.113.0/24')).toBe(true);
    expect(ipv4InCidr('203.0.113.255', '203.0.113.0/24')).toBe(true);
    expect(ipv4InCidr('203.0.114.1', '203.0.113.0/24')).toBe(false);
    expect(ipv4InCidr('203.0.112.255', '203.0.113.0/24')).toBe(false);
  });

  it('handles /0, /32 and odd prefix lengths', () => {
    expect(ipv4InCidr('8.8.8.8', '0.0.0.0/0')).toBe(true);
    expect(ipv4InCidr('10.0.0.1', '10.0.0.1/32')).toBe(true);
    expect(ipv4InCidr('10.0.0.2', '10.0.0.1/32')).toBe(false);
    expect(ipv4InCidr('10.0.0.7', '10.0.0.0/29')).toBe(true);
    expect(ipv4InCidr('10.0.0.8', '10.0.0.0/29')).toBe(false);
    expect(ipv4InCidr('255.255.255.255', '255.255.255.0/24')).toBe(true);
  });

  it('treats IPv4-mapped IPv6 as IPv4', () => {
    expect(normalizeIp('::FFFF:203.0.113.9')).toBe('203.0.113.9');
    expect(ipv4InCidr('::ffff:203.0.113.9', '203.0.113.0/24')).toBe(true);
  });

  it('rejects malformed input without throwing', () => {
    for (const bad of ['', 'abc', '1.2.3', '1.2.3.256', '1.2.3.4.5', '2001:db8::1', '-1.2.3.4']) {
      expect(parseIpv4(bad)).toBeNull();
      expect(ipv4InCidr(bad, '0.0.0.0/0')).toBe(false);
    }
    expect(ipv4InCidr('1.2.3.4', '1.2.3.0/33')).toBe(false);
    expect(ipv4InCidr('1.2.3.4', '1.2.3.0/x')).toBe(false);
    expect(ipv4InCidr('1.2.3.4', 'nonsense')).toBe(false);
  });
});

describe('countries and visitors', () => {
  it('maps ranges to countries; loopback and unknown addresses have none', () => {
    expect(countryOf('203.0.113.7', RANGES)).toBe('US');
    expect(countryOf('192.0.2.1', RANGES)).toBe('SG');
    expect(countryOf('8.8.8.8', RANGES)).toBeNull();
    expect(countryOf('127.0.0.1', RANGES)).toBeNull();
    expect(countryOf('::1', RANGES)).toBeNull();
    expect(isLoopback('::ffff:127.0.0.5')).toBe(true);
  });

  it('takes the first X-Forwarded-For entry, else the socket, ignoring junk', () => {
    expect(visitorIp('203.0.113.5, 10.0.0.1', '127.0.0.1')).toBe('203.0.113.5');
    expect(visitorIp(undefined, '::ffff:192.0.2.4')).toBe('192.0.2.4');
    expect(visitorIp('<script>', '::1')).toBe('::1');
    expect(visitorIp(null, null)).toBe('127.0.0.1');
  });
});
