/** @jest-environment node */
import type { AnnouncementsDto, NoticeDto } from '@site/platform-contract';

jest.mock('@/lib/platform/client', () => ({ platformCall: jest.fn() }));
const { platformCall } = jest.requireMock('@/lib/platform/client') as { platformCall: jest.Mock };

import { getAnnouncements, reshapeAnnouncements } from '@/lib/platform/system';

const notice = (id: number, content = `<p>Notice ${id}</p>`): NoticeDto => ({ id, title: `Notice ${id}`, content, time: '2026-01-19T03:00:00.000Z' });

const DTO: AnnouncementsDto = {
  banners: [],
  player: [notice(1)],
  popup: [notice(2)],
  promotion: [notice(3, '<p onclick="alert(1)">Double your <b>first deposit</b></p><script>alert(2)</script>')],
  help: [notice(4, '<p>Read the <a href="/help#term">terms</a>.</p>')],
};

describe('the announcements of every type', () => {
  beforeEach(() => platformCall.mockReset());

  it('asks the platform for banners and every kind of notice: player, popup, promotion and help', async () => {
    platformCall.mockResolvedValue(DTO);
    const announcements = await getAnnouncements('types-demo', 'en');
    expect(platformCall).toHaveBeenCalledWith(
      '/wps/relay/MCSFE_getListAnnouncements',
      expect.objectContaining({ method: 'POST', json: { types: ['B', 'PL', 'PU', 'PR', 'H'], platform: 'W', executionType: 'B' } }),
    );
    expect(announcements.notices.map((n) => n.id)).toEqual([1]);
    expect(announcements.popup.map((n) => n.id)).toEqual([2]);
    expect(announcements.promotion.map((n) => n.id)).toEqual([3]);
    expect(announcements.help.map((n) => n.id)).toEqual([4]);
  });

  it('sanitizes promotion and help notices like the others', () => {
    const { promotion, help } = reshapeAnnouncements(DTO);
    expect(promotion[0]!.html).toBe('<p>Double your <b>first deposit</b></p>');
    expect(help[0]!.html).toContain('<a href="/help#term"');
    expect(help[0]).toMatchObject({ id: 4, title: 'Notice 4', time: '2026-01-19T03:00:00.000Z' });
  });

  it('reads a group the platform left out as no notices of that type', () => {
    const { promotion: _p, help: _h, ...older } = DTO;
    const reshaped = reshapeAnnouncements(older as AnnouncementsDto);
    expect(reshaped.promotion).toEqual([]);
    expect(reshaped.help).toEqual([]);
    expect(reshaped.notices).toHaveLength(1);
  });
});
