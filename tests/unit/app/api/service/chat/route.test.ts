/** @jest-environment node */
import { makeSite } from '../../../../support/shell-providers';
import type { Site } from '@/lib/platform/site';

/**
 * The site API of customer service (app/api/service/…), its platform calls mocked at the HTTP client: which service a
 * member gets by club rank, the VIP room's address decrypted and checked on the server, feedback's rules and flag, and
 * the routes' origins.
 */
let site: Site = makeSite();
let member: { token: string; merchant: string; account: string; memberType: number } | null = null;

jest.mock('next/headers', () => ({ headers: async () => new Headers({ host: 'localhost:3750' }), cookies: async () => new Map() }));
jest.mock('@/lib/request/context', () => ({
  createRequestContext: async () => ({
    host: 'localhost',
    ip: '127.0.0.1',
    site: { kind: 'ok', site, status: { gate: 'open', maintenanceEnd: null, visitor: { ip: '127.0.0.1', country: null } } },
    member: async () => member,
  }),
}));
jest.mock('@/lib/platform/client', () => ({ platformCall: jest.fn() }));
const { platformCall } = jest.requireMock('@/lib/platform/client') as { platformCall: jest.Mock };

import { POST as chat } from '@/app/api/service/chat/route';
import { PUT as feedback } from '@/app/api/service/feedback/route';
import { GET as routes } from '@/app/api/service/routes/route';
import { encryptServiceChatPath } from '../../../../../../sandbox/lib/service-chat';
import { ServicePath } from '@site/platform-contract';

const ORIGIN = 'http://localhost:3750';
const LIVE = 'https://chat.example.com/demo/livechat';
const ROOM = 'https://chat.example.com/demo/vip?ticket=f00d';

function request(method: string, path: string, body?: unknown): Request {
  return new Request(`${ORIGIN}${path}`, {
    method,
    headers: { host: 'localhost:3750', origin: ORIGIN, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** The platform's answers by path: member info with this club rank, the service chat with this type-3 path. */
function platform({ rank, path = encryptServiceChatPath(ROOM, 'demo') }: { rank: number | null; path?: string }) {
  platformCall.mockImplementation(async (p: string) => {
    if (p === '/wps/member/info') {
      return { account: 'player1', id: 1, nickname: null, type: 0, toUpline: null, memberLabel: [], language: 'en', currency: 'USD',
        clubLabel: rank === null ? null : { labelName: `VIP${rank}`, color: '#000', color2: '#fff', rankLevel: rank } };
    }
    if (p === ServicePath.SERVICE_CHAT) return { version: { pathList: [{ type: 1, path: LIVE }, { type: 3, path }] } };
    if (p === ServicePath.FEEDBACK) return {};
    if (p === ServicePath.DOMAIN_ROUTES) return { list: [{ domain: 'localhost' }, { domain: '127.0.0.1' }, { domain: 'bad domain' }] };
    throw new Error(`unexpected platform call ${p}`);
  });
}

beforeEach(() => {
  platformCall.mockReset();
  site = makeSite({
    merchantCode: 'demo',
    host: 'localhost',
    customerService: [
      { type: 'LIVECHAT', url: LIVE },
      { type: 'VIP', url: 'https://chat.example.com/demo/vip' },
    ],
    features: { feedback: true } as Site['features'],
  });
  member = { token: 'tok', merchant: 'demo', account: 'player1', memberType: 0 };
});

async function json(response: Response) {
  return [response.status, await response.json()] as const;
}

describe('POST /api/service/chat', () => {
  it('gives a member of club rank above 4 the VIP room, decrypted on the server', async () => {
    platform({ rank: 5 });
    expect(await json(await chat(request('POST', '/api/service/chat')))).toEqual([200, { success: true, value: { kind: 'vip', url: ROOM } }]);
    expect(platformCall).toHaveBeenCalledWith(ServicePath.SERVICE_CHAT, expect.objectContaining({ method: 'POST', token: 'tok', merchant: 'demo' }));
  });

  it.each([[4], [2], [null]])('gives a member of rank %p the live chat, and asks for no VIP room', async (rank) => {
    platform({ rank });
    expect(await json(await chat(request('POST', '/api/service/chat')))).toEqual([200, { success: true, value: { kind: 'livechat', url: LIVE } }]);
    expect(platformCall).not.toHaveBeenCalledWith(ServicePath.SERVICE_CHAT, expect.anything());
  });

  it('answers invalid_service_url, and no address, when the VIP path does not decrypt or is not http(s)', async () => {
    for (const path of [encryptServiceChatPath('javascript:alert(1)', 'demo'), encryptServiceChatPath(ROOM, 'vn88'), `${encryptServiceChatPath(ROOM, 'demo').slice(0, -1)}!`]) {
      platform({ rank: 6, path });
      const [status, body] = await json(await chat(request('POST', '/api/service/chat')));
      expect([status, body.errorCode, body.value]).toEqual([502, 'invalid_service_url', undefined]);
      expect(JSON.stringify(body)).not.toContain('javascript');
    }
  });

  it('gives live chat where the merchant has no VIP service, and refuses visitors and writes from elsewhere', async () => {
    site = { ...site, customerService: [{ type: 'LIVECHAT', url: LIVE }] };
    platform({ rank: 9 });
    expect((await json(await chat(request('POST', '/api/service/chat'))))[1].value).toEqual({ kind: 'livechat', url: LIVE });
    site = { ...site, customerService: [] };
    expect((await json(await chat(request('POST', '/api/service/chat'))))[1].errorCode).toBe('service_not_offered');

    member = null;
    expect((await chat(request('POST', '/api/service/chat'))).status).toBe(401);
    const elsewhere = new Request(`${ORIGIN}/api/service/chat`, { method: 'POST', headers: { host: 'localhost:3750', origin: 'https://evil.example' } });
    expect((await chat(elsewhere)).status).toBe(403);
  });
});

describe('PUT /api/service/feedback', () => {
  it('sends the trimmed text when it is between 10 and 500 characters', async () => {
    platform({ rank: 1 });
    expect((await feedback(request('PUT', '/api/service/feedback', { content: '  Please add more live tables.  ' }))).status).toBe(200);
    expect(platformCall).toHaveBeenCalledWith(
      ServicePath.FEEDBACK,
      expect.objectContaining({ method: 'PUT', token: 'tok', json: { content: 'Please add more live tables.' } }),
    );
  });

  it.each([
    ['an empty text', { content: '' }, 'content_empty'],
    ['spaces', { content: '     ' }, 'content_empty'],
    ['no text', {}, 'content_empty'],
    ['9 characters', { content: 'too short' }, 'content_length'],
    ['501 characters', { content: 'x'.repeat(501) }, 'content_length'],
    ['an object', { content: { $gt: '' } }, 'invalid'],
  ])('refuses %s at its field with %s', async (_label, body, key) => {
    const [status, answer] = await json(await feedback(request('PUT', '/api/service/feedback', body)));
    expect([status, answer.errorCode, answer.value]).toEqual([400, 'validation_failed', { field: 'content', key }]);
    expect(platformCall).not.toHaveBeenCalled();
  });

  it('is refused where the merchant has no FEEDBACK3, and to trial accounts', async () => {
    site = { ...site, features: { ...site.features, feedback: false } };
    const [status, body] = await json(await feedback(request('PUT', '/api/service/feedback', { content: 'A perfectly fine text' })));
    expect([status, body.errorCode]).toEqual([403, 'service_not_offered']);
    site = { ...site, features: { ...site.features, feedback: true } };
    member = { ...member!, memberType: 4 };
    platform({ rank: null });
    expect((await json(await feedback(request('PUT', '/api/service/feedback', { content: 'A perfectly fine text' }))))[1].errorCode).toBe('trial_account');
  });
});

describe('GET /api/service/routes', () => {
  it("answers the merchant's valid routes on this request's scheme and port, the page's own marked", async () => {
    platform({ rank: null });
    member = null;
    expect(await json(await routes(request('GET', '/api/service/routes')))).toEqual([
      200,
      {
        success: true,
        value: {
          routes: [
            { domain: 'localhost', origin: 'http://localhost:3750', current: true },
            { domain: '127.0.0.1', origin: 'http://127.0.0.1:3750', current: false },
          ],
        },
      },
    ]);
  });
});
