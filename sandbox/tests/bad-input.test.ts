/** @jest-environment node */
import { call, makeSandbox } from './helpers';

const sandbox = makeSandbox();
const { app } = sandbox;
afterAll(() => sandbox.cleanup());

const VENDORS = '/wps/relay/GCSGAME_newGameVendor';

describe('bad input gets a 4xx envelope', () => {
  it('rejects malformed JSON, non-object bodies and wrong types', async () => {
    for (const body of ['{"platform":', '[]', '"x"', 'null', '']) {
      const res = await call(app, 'POST', VENDORS, { merchant: 'demo', body });
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ success: false, errorCode: 'bad_request' });
    }
    expect((await call(app, 'POST', VENDORS, { merchant: 'demo', body: { platform: 1 } })).status).toBe(400);
  });

  it('needs a known Merchant header', async () => {
    for (const merchant of [undefined, 'nobody']) {
      const res = await call(app, 'GET', '/wps/system/whitelabel', { merchant });
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ success: false, errorCode: 'merchant_required' });
    }
  });

  it('answers 413 for bodies over 1 MB, with or without Content-Length', async () => {
    const big = JSON.stringify({ platform: 'x'.repeat(1024 * 1024 + 10) });
    const res = await call(app, 'POST', VENDORS, { merchant: 'demo', body: big, headers: { 'Content-Length': String(big.length) } });
    expect(res.status).toBe(413);
    expect(res.json).toMatchObject({ success: false, errorCode: 'payload_too_large' });
    const streamed = await app.request(VENDORS, {
      method: 'POST',
      headers: { Merchant: 'demo', 'Content-Type': 'application/json' },
      body: new Blob([big]).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
  });

  it('answers unknown paths and methods with a 404 envelope', async () => {
    for (const [method, path] of [['GET', '/nope'], ['GET', '/wps/unknown'], ['POST', '/wps/system/status']]) {
      const res = await call(app, method!, path!, { merchant: 'demo' });
      expect(res.status).toBe(404);
      expect(res.json).toMatchObject({ success: false, errorCode: 'not_found' });
    }
  });

  it('answers unexpected failures with a 500 envelope that leaks nothing', async () => {
    const broken = makeSandbox();
    broken.app.db.close(); // every query now throws
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    const res = await call(broken.app, 'GET', '/wps/system/whitelabel', { merchant: 'demo' });
    spy.mockRestore();
    broken.cleanup();
    expect(res.status).toBe(500);
    expect(res.json).toEqual({ success: false, errorCode: 'internal_error', message: 'Internal error' });
  });

  it('validates control queries', async () => {
    expect((await call(app, 'GET', '/__sandbox/sms')).status).toBe(400);
    expect((await call(app, 'GET', '/__sandbox/sms?mobile=12ab')).status).toBe(400);
    expect((await call(app, 'GET', '/__sandbox/sms?mobile=912345678')).json).toMatchObject({ success: false, message: 'none issued' });
    expect((await call(app, 'GET', '/__sandbox/slider/latest')).status).toBe(404);
    expect((await call(app, 'GET', '/__sandbox/health')).json).toEqual({ success: true });
  });

  it('survives a long junk host and header values', async () => {
    expect((await call(app, 'GET', `/wps/system/status?url=${'a'.repeat(5000)}`)).status).toBe(400);
    expect((await call(app, 'GET', '/wps/system/status?url=%00%ff')).status).toBe(404);
    const res = await call(app, 'GET', '/wps/system/status?url=localhost', { ip: 'not an ip, 1.2.3.4' });
    expect(res.status).toBe(200);
  });
});
