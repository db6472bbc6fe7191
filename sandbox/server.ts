/** Entry point (`npm run sandbox`): serves the sandbox platform on PLATFORM_PORT at both loopback addresses. */
import { createServer, type Server } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createSandboxApp } from './app';

const port = Number(process.env.PLATFORM_PORT ?? 4000);
if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`Invalid PLATFORM_PORT: ${process.env.PLATFORM_PORT}`);
const dbPath = process.env.PLATFORM_DB || '.data/platform.db';
const publicUrl = process.env.PLATFORM_PUBLIC_URL || `http://localhost:${port}`;

const app = createSandboxApp({ dbPath, publicUrl });
const listener = getRequestListener(app.fetch);

// "localhost" may resolve to ::1 or 127.0.0.1 depending on the client, so listen on both loopback addresses.
const servers: Server[] = [];
function listen(hostname: string, required: boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = createServer(listener);
    server.once('error', (err: NodeJS.ErrnoException) => {
      if (required) reject(err);
      else {
        console.warn(`[sandbox] not listening on ${hostname}: ${err.code ?? err.message}`);
        resolve();
      }
    });
    server.listen(port, hostname, () => {
      servers.push(server);
      resolve();
    });
  });
}

async function main() {
  await listen('127.0.0.1', true);
  await listen('::1', false);
  console.log(`[sandbox] platform on ${publicUrl} (db ${dbPath})`);
}

function shutdown() {
  for (const s of servers) s.close();
  app.close();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

main().catch((err) => {
  console.error('[sandbox] failed to start:', err);
  process.exit(1);
});
