import net from 'node:net';
import { expect, test } from '@playwright/test';
import { originOf } from '../support/http';
import { SITE_PORT } from '../support/platform';

/**
 * Bodies larger than a route takes. Before the fix every JSON body, and the signed purge's before
 * its signature, was read whole and only then measured: ten concurrent 100 MB bodies took the site from 816 MB to
 * 1.95 GB, and each answer took up to 9.6 s. Now a body is refused by its declared length before a byte of it is read,
 * and one without a length (chunked) is read only up to the route's limit.
 */

interface RawAnswer {
  status: number;
  body: string;
  /** From the last header byte sent to the first byte of the answer. */
  ms: number;
  /** Body bytes the site let us write before it answered. */
  written: number;
}

/**
 * Sends a request's headers, then body bytes for as long as the site reads them (up to `total`), and returns the
 * answer as soon as it starts: a site that refuses early answers while most of the body is still unsent.
 */
function sendBody(path: string, headers: Record<string, string>, total: number): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(SITE_PORT, '127.0.0.1');
    const chunked = headers['transfer-encoding'] === 'chunked';
    let written = 0;
    let started = 0;
    let received = '';
    let answered = false;
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    const pump = () => {
      while (!answered && written < total) {
        const frame = chunked ? Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]) : chunk;
        written += chunk.length;
        if (!socket.write(frame)) return void socket.once('drain', pump);
      }
      if (!answered && chunked) socket.write('0\r\n\r\n');
    };
    socket.on('connect', () => {
      const lines = [`POST ${path} HTTP/1.1`, `Host: localhost:${SITE_PORT}`, ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`), '', ''];
      socket.write(lines.join('\r\n'));
      started = performance.now();
      pump();
    });
    socket.on('data', (data) => {
      if (!answered) {
        answered = true;
        received = '';
        const ms = performance.now() - started;
        const finish = () => {
          const [head = '', ...rest] = received.split('\r\n\r\n');
          const raw = rest.join('\r\n\r\n');
          const body = /^transfer-encoding:\s*chunked/im.test(head) ? unchunk(raw) : raw;
          resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), body, ms, written });
          socket.destroy();
        };
        setTimeout(finish, 200);
      }
      received += data.toString('latin1');
    });
    // The site may close the connection while body bytes are still on the way (EPIPE): the answer came first, or never.
    socket.on('error', () => undefined);
    socket.on('close', () => (answered ? undefined : reject(new Error(`${path}: closed without an answer after ${written} bytes`))));
  });
}

/** A chunked answer's body without its framing. */
function unchunk(raw: string): string {
  let body = '';
  let rest = raw;
  for (;;) {
    const line = /^([0-9a-f]+)\r\n/i.exec(rest);
    const size = line ? parseInt(line[1]!, 16) : 0;
    if (!line || size === 0) return body;
    body += rest.slice(line[0].length, line[0].length + size);
    rest = rest.slice(line[0].length + size + 2);
  }
}

const HUNDRED_MB = 100 * 1024 * 1024;
const json = { 'content-type': 'application/json', origin: originOf('localhost') };

test('a body that declares more than any route takes is refused at once, unread', async () => {
  for (const path of ['/api/session/login', '/api/uploads', '/api/revalidate', '/api/no-such-route']) {
    const answer = await sendBody(path, { ...json, 'content-length': String(HUNDRED_MB) }, HUNDRED_MB);
    expect(answer.status, `${path}: ${answer.body}`).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ success: false, errorCode: 'payload_too_large' });
    expect(answer.ms, `${path}: answered in ${answer.ms.toFixed(0)} ms`).toBeLessThan(100);
    expect(answer.written, `${path}: the site answered before the body was sent`).toBeLessThan(HUNDRED_MB);
  }
});

test('a chunked body is read only up to the route’s limit', async () => {
  for (const path of ['/api/session/login', '/api/revalidate']) {
    const answer = await sendBody(path, { ...json, 'transfer-encoding': 'chunked' }, 20 * 1024 * 1024);
    expect(answer.status, `${path}: ${answer.body}`).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ errorCode: 'payload_too_large' });
    expect(answer.written, `${path}: answered after ${answer.written} bytes`).toBeLessThan(20 * 1024 * 1024);
  }
});

test('a page takes no body at all', async () => {
  const cases: Record<string, string>[] = [{ 'content-length': String(HUNDRED_MB) }, { 'content-length': '10' }, { 'transfer-encoding': 'chunked' }];
  for (const headers of cases) {
    const answer = await sendBody('/login', headers, headers['content-length'] === '10' ? 10 : 4 * 1024 * 1024);
    expect(answer.status, JSON.stringify(headers)).toBe(413);
  }
});
