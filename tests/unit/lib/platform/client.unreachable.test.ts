/** @jest-environment node */
import { createServer } from 'node:net';

it('reports a platform that refuses connections as unavailable', async () => {
  // Find a free port, then close it so nothing listens there.
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
  process.env.PLATFORM_URL = `http://127.0.0.1:${port}`;
  const { platformCall } = await import('@/lib/platform/client');
  const { PlatformUnavailableError } = await import('@/lib/platform/errors');
  await expect(platformCall('/wps/system/status')).rejects.toBeInstanceOf(PlatformUnavailableError);
});
