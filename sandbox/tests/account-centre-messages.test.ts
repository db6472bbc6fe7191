/** @jest-environment node */
/** Platform messages: the paged list in the asked language, reading, read all, delete; only ever the member's own. */
import type { MessageChangeDto, MessageDetailDto, MessageListDto, UnreadCountDto } from '@site/platform-contract';
import { call, makeSandbox, tokenFor } from './helpers';

const sandbox = makeSandbox({ drawTimer: false });
const { app } = sandbox;
afterAll(() => sandbox.cleanup());
beforeEach(async () => {
  await call(app, 'POST', '/__sandbox/reset');
});

const post = <T>(path: string, token: string, body: unknown, merchant = 'demo', language?: string) =>
  call<T>(app, 'POST', path, { merchant, token, body, headers: language ? { Language: language } : {} });
const list = (token: string, page = 1, merchant = 'demo', language?: string) =>
  post<MessageListDto>('/wps/relay/CSP_messageList', token, { page }, merchant, language);
const unread = async (token: string, merchant = 'demo') =>
  (await post<UnreadCountDto>('/wps/relay/CSP_unreadCount', token, {}, merchant)).json.value!.count;

describe('message list', () => {
  it('pages player1 messages newest first, with the unread ones marked', async () => {
    const token = await tokenFor(app, 'demo');
    const first = (await list(token)).json.value!;
    expect(first.totalCount).toBeGreaterThanOrEqual(30);
    expect(first.list).toHaveLength(10);
    expect(first.totalPages).toBe(Math.ceil(first.totalCount / 10));
    expect(first.footer).toEqual({ unread: 3 });
    const times = first.list.map((m) => m.createdAt);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(first.list.filter((m) => !m.read)).toHaveLength(3);
    expect(first.list[0]!.preview).not.toMatch(/</);
    const last = (await list(token, first.totalPages)).json.value!;
    expect(last.list.length).toBeGreaterThan(0);
    // The oldest is about 60 days old.
    expect(Date.now() - last.list.at(-1)!.createdAt).toBeGreaterThan(55 * 24 * 3600_000);
  });

  it("answers in the page's language, else the merchant's default", async () => {
    const token = await tokenFor(app, 'demo');
    const vi = (await list(token, 1, 'demo', 'vi')).json.value!;
    const en = (await list(token, 1, 'demo', 'en')).json.value!;
    expect(vi.list[0]!.title).not.toBe(en.list[0]!.title);
    expect(vi.list.map((m) => m.title)).toContain('Khoản nạp của bạn đã được cộng');
    const fallback = (await list(token, 1, 'demo', 'fr')).json.value!;
    expect(fallback.list[0]!.title).toBe(en.list[0]!.title);
    const vn88 = (await list(await tokenFor(app, 'vn88'), 1, 'vn88')).json.value!;
    expect(vn88.list.map((m) => m.title)).toContain('Khoản nạp của bạn đã được cộng');
  });

  it('refuses bad paging', async () => {
    const token = await tokenFor(app, 'demo');
    for (const body of [{ page: 0 }, { page: 'x' }, { pageSize: 500 }]) {
      expect((await post('/wps/relay/CSP_messageList', token, body)).status).toBe(400);
    }
  });
});

describe('reading and deleting', () => {
  it('marks a message read on open, and the unread count follows', async () => {
    const token = await tokenFor(app, 'demo');
    const target = (await list(token)).json.value!.list.find((m) => !m.read)!;
    const opened = await post<MessageDetailDto>('/wps/relay/CSP_messageDetail', token, { id: target.id });
    expect(opened.json.value).toMatchObject({ id: target.id, title: target.title, unread: 2 });
    expect(opened.json.value!.content).toMatch(/<p>/);
    expect(await unread(token)).toBe(2);
    // Opening it again changes nothing.
    expect((await post<MessageDetailDto>('/wps/relay/CSP_messageDetail', token, { id: target.id })).json.value!.unread).toBe(2);
    const all = await post<MessageChangeDto>('/wps/relay/CSP_readAllMessages', token, {});
    expect(all.json.value).toEqual({ changed: 2, unread: 0 });
    expect(await unread(token)).toBe(0);
  });

  it('deletes one or several, and the count follows', async () => {
    const token = await tokenFor(app, 'demo');
    const page = (await list(token)).json.value!;
    const unreadOne = page.list.find((m) => !m.read)!;
    const readOnes = page.list.filter((m) => m.read).slice(0, 2);
    const one = await post<MessageChangeDto>('/wps/relay/CSP_deleteMessages', token, { ids: [unreadOne.id] });
    expect(one.json.value).toEqual({ changed: 1, unread: 2 });
    const many = await post<MessageChangeDto>('/wps/relay/CSP_deleteMessages', token, { ids: readOnes.map((m) => m.id) });
    expect(many.json.value).toEqual({ changed: 2, unread: 2 });
    expect((await list(token)).json.value!.totalCount).toBe(page.totalCount - 3);
    expect((await post('/wps/relay/CSP_messageDetail', token, { id: unreadOne.id })).status).toBe(404);
  });

  it("another member's message cannot be read or deleted: a 404, and nothing changes", async () => {
    const player = await tokenFor(app, 'demo');
    const agent = await tokenFor(app, 'demo', 'agent1', 'Agent#2026');
    const agentMessage = (await list(agent)).json.value!.list[0]!;
    const playerMessage = (await list(player)).json.value!.list[0]!;

    const read = await post('/wps/relay/CSP_messageDetail', player, { id: agentMessage.id });
    expect(read).toMatchObject({ status: 404, json: { success: false, errorCode: 'not_found' } });
    const del = await post('/wps/relay/CSP_deleteMessages', player, { ids: [agentMessage.id] });
    expect(del.status).toBe(404);
    // A mix of one's own and another's deletes nothing at all.
    const mixed = await post('/wps/relay/CSP_deleteMessages', player, { ids: [playerMessage.id, agentMessage.id] });
    expect(mixed.status).toBe(404);
    expect((await list(player)).json.value!.list[0]!.id).toBe(playerMessage.id);
    expect((await list(agent)).json.value!.list[0]).toMatchObject({ id: agentMessage.id, read: false });
    // Nor through another merchant's session.
    const vn = await tokenFor(app, 'vn88');
    expect((await post('/wps/relay/CSP_messageDetail', vn, { id: playerMessage.id }, 'vn88')).status).toBe(404);
  });

  it('refuses bad ids', async () => {
    const token = await tokenFor(app, 'demo');
    for (const body of [{}, { id: 'x' }, { id: -1 }, { id: 1.5 }]) {
      expect((await post('/wps/relay/CSP_messageDetail', token, body)).status).toBe(400);
    }
    for (const body of [{}, { ids: [] }, { ids: 'x' }, { ids: ['1'] }, { ids: Array.from({ length: 51 }, (_, i) => i + 1) }]) {
      expect((await post('/wps/relay/CSP_deleteMessages', token, body)).status).toBe(400);
    }
  });
});
