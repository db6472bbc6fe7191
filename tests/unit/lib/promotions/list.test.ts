/** @jest-environment node */
import { countByFilter, orderForList, parseCategory, parsePromotionId, PROMOTION_FILTERS, categoryHref } from '@/lib/promotions/list';
import { reshapePromotion, reshapePromotionDetail } from '@/lib/platform/promotions';
import type { PromotionDetailDto } from '@site/platform-contract';

describe('the promotions list', () => {
  it('has the spec\u2019s fifteen filters in its order, all first', () => {
    expect(PROMOTION_FILTERS).toEqual([
      'all', 'sports', 'live', 'slots', 'card', 'fish', 'lotto', 'rebate', 'points_mall', 'ranking', 'deposit', 'download', 'new_player',
      'game', 'others',
    ]);
  });

  it('reads the category from the query string, else all', () => {
    expect(parseCategory({ category: 'sports' })).toBe('sports');
    expect(parseCategory({ category: ['fish', 'live'] })).toBe('fish');
    for (const junk of [undefined, '', 'SPORTS', 'nope', '<script>', '__proto__', 'constructor']) expect(parseCategory({ category: junk })).toBe('all');
    expect(categoryHref('all')).toBe('/promotions');
    expect(categoryHref('points_mall')).toBe('/promotions?category=points_mall');
  });

  it('reads a promotion id, refusing anything but a positive whole number', () => {
    expect(parsePromotionId({ id: '12' })).toBe(12);
    for (const junk of [undefined, '', '0', '-3', '1.5', '1e3', 'abc', '99999999999', '2147483648', ' 7']) expect(parsePromotionId({ id: junk })).toBeNull();
  });

  it('shows running promotions first, then those to come, then ended ones, in the merchant\u2019s order within each', () => {
    const list = [
      { id: 1, status: 'closed' as const },
      { id: 2, status: 'in_process' as const },
      { id: 3, status: 'coming_soon' as const },
      { id: 4, status: 'in_process' as const },
    ];
    expect(orderForList(list).map((p) => p.id)).toEqual([2, 4, 3, 1]);
  });

  it('counts promotions per filter', () => {
    const counts = countByFilter([{ category: 'sports' }, { category: 'sports' }, { category: 'fish' }]);
    expect(counts).toMatchObject({ all: 3, sports: 2, fish: 1, live: 0 });
  });
});

describe('reshaping a promotion', () => {
  const dto: PromotionDetailDto = {
    id: 5,
    category: 'slots',
    title: 'Big win bonus',
    summary: 'Won big?',
    imageUrl: 'https://cdn.example/promotions/en/5.svg',
    status: 'in_process',
    activity: { id: 9, mode: 'apply', reward: 25, startsAt: 1, endsAt: 2 },
    content: '<p onclick="x()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src="https://cdn.example/a.png" onerror="x()"><svg onload="x()"></svg>',
  };

  it('sanitizes the page and keeps what reads well', () => {
    const page = reshapePromotionDetail(dto);
    expect(page.html).toBe('<p>Hi</p><a>x</a><img src="https://cdn.example/a.png" />');
  });

  it('drops an image URL that is not http(s), and reads unknown categories, statuses and activities as safe ones', () => {
    const odd = reshapePromotion({
      ...dto,
      imageUrl: 'javascript:alert(1)',
      category: 'weird' as never,
      status: 'paused' as never,
      activity: { id: 9, mode: 'spin' as never, reward: 1, startsAt: 1, endsAt: 2 },
    });
    expect(odd).toMatchObject({ imageUrl: null, category: 'others', status: 'in_process', activity: null });
    expect(reshapePromotion(dto)).toMatchObject({ imageUrl: dto.imageUrl, category: 'slots', activity: dto.activity });
  });
});
