/**
 * The site's HTTP server: Next.js behind a thin node:http front that decides what the visitor's IP is. Without
 * TRUST_PROXY=1 any X-Forwarded-* a client sends is replaced by what the socket says, so nobody can claim another
 * country's address; with it, the proxy in front of us is believed.
 */
import { createServer } from 'node:http';
import next from 'next';

export async function startSiteServer({ dev = false, port = 3000, hostname = '::' } = {}) {
  const app = next({ dev, port, hostname: 'localhost', dir: process.cwd() });
  const handle = app.getRequestHandler();
  await app.prepare();
  const trustProxy = process.env.TRUST_PROXY === '1';

  const server = createServer((req, res) => {
    if (trustProxy) {
      req.headers['x-forwarded-for'] ??= normaliseIp(req.socket.remoteAddress);
    } else {
      req.headers['x-forwarded-for'] = normaliseIp(req.socket.remoteAddress);
      delete req.headers['x-real-ip'];
      delete req.headers['x-forwarded-proto'];
      delete req.headers['x-forwarded-host'];
      delete req.headers['x-forwarded-port'];
    }
    handle(req, res).catch((error) => {
      console.error('site: request failed', error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end();
    });
  });
  server.keepAliveTimeout = 65_000;
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, hostname, resolve);
  });
  return server;
}

/** "::ffff:127.0.0.1" (an IPv4 client on a dual-stack socket) is 127.0.0.1. */
export function normaliseIp(address) {
  if (!address) return '127.0.0.1';
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address;
}
