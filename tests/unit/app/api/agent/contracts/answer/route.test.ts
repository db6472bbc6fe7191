/** @jest-environment node */
import { CONTRACT_KINDS, ContractRelayPath } from '@site/platform-contract';
import { makeSite } from '../../../../../support/shell-providers';

/**
 * The site's contract answer (POST /api/agent/contracts/answer) goes to the platform through the relay of the
 * contract's kind that frontend-spec §7 "Home" names, with the kind left to the path; bad input never reaches it.
 */
const requestHeaders = new Headers({ host: 'demo.example' });
jest.mock('next/headers', () => ({ headers: async () => requestHeaders, cookies: async () => new Map() }));
jest.mock('@/lib/request/context', () => ({
  createRequestContext: async () => ({
    host: 'demo.example',
    ip: '127.0.0.1',
    site: {
      kind: 'ok',
      site: makeSite({ merchantCode: 'demo' }),
      status: { gate: 'open', maintenanceEnd: null, visitor: { ip: '127.0.0.1', country: null } },
    },
    member: async () => ({ merchant: 'demo', token: 't0k3n', username: 'down1', type: 2 }),
  }),
}));
jest.mock('@/lib/platform/client', () => ({ platformCall: jest.fn() }));
const { platformCall } = jest.requireMock('@/lib/platform/client') as { platformCall: jest.Mock };

import { POST as answer } from '@/app/api/agent/contracts/answer/route';

const post = (body: unknown) =>
  new Request('https://demo.example/api/agent/contracts/answer', {
    method: 'POST',
    headers: { host: 'demo.example', origin: 'https://demo.example', 'x-forwarded-proto': 'https', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

beforeEach(() => platformCall.mockReset());

describe.each(CONTRACT_KINDS)('answering a %s contract', (kind) => {
  it.each(['accept', 'reject', 'terminate'] as const)('%s goes through its kind’s relay', async (action) => {
    platformCall.mockResolvedValue({ id: 12, kind, status: action === 'accept' ? 'A' : 'R' });
    const response = await answer(post({ kind, contractId: 12, action }));
    expect(response.status).toBe(200);
    expect(platformCall).toHaveBeenCalledTimes(1);
    expect(platformCall).toHaveBeenCalledWith(ContractRelayPath[kind], expect.objectContaining({ method: 'POST', token: 't0k3n', json: { contractId: 12, action } }));
  });
});

it.each([
  { kind: 'weeklyBonus', contractId: 1, action: 'accept' },
  { kind: 'dividend', contractId: 'x', action: 'accept' },
  { kind: 'dividend', contractId: 1, action: 'cancel' },
  { contractId: 1, action: 'accept' },
])('refuses %p with a 400 before calling the platform', async (body) => {
  const response = await answer(post(body));
  expect(response.status).toBe(400);
  expect(await response.json()).toMatchObject({ success: false });
  expect(platformCall).not.toHaveBeenCalled();
});
