/** @jest-environment node */
import { makeSite } from '../../../../support/shell-providers';

const requestHeaders = new Headers({ host: 'demo.example' });
jest.mock('next/headers', () => ({ headers: async () => requestHeaders, cookies: async () => new Map() }));
jest.mock('@/lib/request/context', () => ({
  createRequestContext: async () => ({
    host: 'demo.example',
    ip: '127.0.0.1',
    site: {
      kind: 'ok',
      site: makeSite({ merchantCode: 'demo', imageOrigins: ['https://img.example'] }),
      status: { gate: 'open', maintenanceEnd: null, visitor: { ip: '127.0.0.1', country: null } },
    },
    member: async () => ({ merchant: 'demo', token: 't0k3n', username: 'player1', type: 0 }),
  }),
}));
jest.mock('@/lib/platform/client', () => ({ platformCall: jest.fn() }));
const { platformCall } = jest.requireMock('@/lib/platform/client') as { platformCall: jest.Mock };

import { GET } from '@/app/api/member/summary/route';
import { PlatformError } from '@/lib/platform/errors';

const INFO = { account: 'player1', id: 1, nickname: 'Lucky Player', type: 0, toUpline: null, clubLabel: null, memberLabel: [], language: null, currency: 'USD' };
const ICONS = { icons: [{ id: '2', url: 'https://img.example/avatars/crown.svg' }] };

/** The platform's answers by path; `avatar` a value or an error to throw. */
function platform(avatar: unknown) {
  platformCall.mockImplementation(async (path: string) => {
    if (path === '/wps/member/info') return INFO;
    if (path === '/wps/relay/CSP_unreadCount') return { count: 3 };
    if (path === '/wps/relay/MCSFE_getPlayerAvatar') {
      if (avatar instanceof Error) throw avatar;
      return avatar;
    }
    if (path === '/wps/member/info/icon') return ICONS;
    throw new Error(`unexpected ${path}`);
  });
}

const summary = async () => {
  const response = await GET(new Request('https://demo.example/api/member/summary', { headers: { host: 'demo.example' } }));
  expect(response.status).toBe(200);
  return ((await response.json()) as { value: Record<string, unknown> }).value;
};

beforeEach(() => platformCall.mockReset());

describe('GET /api/member/summary', () => {
  it("carries the player's avatar picture beside who they are", async () => {
    platform({ avatar: '2' });
    expect(await summary()).toEqual({
      account: 'player1',
      nickname: 'Lucky Player',
      isAgent: false,
      isTrial: false,
      vipLabel: null,
      unread: 3,
      avatarUrl: 'https://img.example/avatars/crown.svg',
    });
  });

  it('answers the rest with no avatar when the player has none or the avatar call fails', async () => {
    platform({ avatar: null });
    expect(await summary()).toMatchObject({ account: 'player1', unread: 3, avatarUrl: null });
    platform(new PlatformError('internal_error', 500, 'down'));
    expect(await summary()).toMatchObject({ account: 'player1', unread: 3, avatarUrl: null });
  });
});
