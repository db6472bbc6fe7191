/** @jest-environment node */
import { parseHost } from '@/lib/tenant/host';

describe('parseHost', () => {
  it.each([
    ['localhost:3000', 'localhost'],
    ['LOCALHOST', 'localhost'],
    ['vn.localhost:3000', 'vn.localhost'],
    ['www.example.com', 'example.com'],
    ['example.com.', 'example.com'],
    ['127.0.0.1:3000', '127.0.0.1'],
    ['[::1]:3000', '[::1]'],
    ['  ph.localhost  ', 'ph.localhost'],
  ])('normalises %s to %s', (raw, expected) => {
    expect(parseHost(raw)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['exa mple.com'],
    ['example.com:abc'],
    ['-bad.com'],
    ['bad-.com'],
    ['a..b'],
    ['evil.com/path'],
    ['evil.com@other'],
    ['[::1'],
    ['[zz]'],
    ['x'.repeat(300)],
  ])('rejects %p', (raw) => {
    expect(parseHost(raw as string | null)).toBeNull();
  });
});
