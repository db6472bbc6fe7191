/** @jest-environment node */
import { PlatformError, PlatformUnavailableError } from '@/lib/platform/errors';

jest.mock('@/lib/platform/client', () => ({ platformCall: jest.fn() }));
const { platformCall } = jest.requireMock('@/lib/platform/client') as { platformCall: jest.Mock };

import { avatarImage, playerAvatar } from '@/lib/platform/member';

/**
 * The player's avatar from the two calls (spec §7: avatar and icon): the picture the avatar call names, from the
 * icon call's list, on one of the merchant's image CDNs; anything else is the default avatar (null).
 */

const CDN = 'https://img.example';
const ICONS = { icons: [{ id: '1', url: `${CDN}/avatars/star.svg` }, { id: '2', url: `${CDN}/avatars/crown.svg` }] };
const context = { merchant: 'demo', token: 't0k3n', ip: '127.0.0.1', language: 'en' };

/** The platform's answers by path. */
function answers(avatar: unknown, icons: unknown = ICONS) {
  platformCall.mockImplementation(async (path: string) => (path === '/wps/relay/MCSFE_getPlayerAvatar' ? avatar : icons));
}

beforeEach(() => platformCall.mockReset());

describe('playerAvatar', () => {
  it('asks both calls with the member’s token and answers the named picture’s address', async () => {
    answers({ avatar: '2' });
    expect(await playerAvatar(context, [CDN])).toBe(`${CDN}/avatars/crown.svg`);
    expect(platformCall).toHaveBeenCalledWith('/wps/relay/MCSFE_getPlayerAvatar', context);
    expect(platformCall).toHaveBeenCalledWith('/wps/member/info/icon', context);
  });

  it('is the default avatar (null) when the player has none, or names a picture the list does not have', async () => {
    answers({ avatar: null });
    expect(await playerAvatar(context, [CDN])).toBeNull();
    answers({ avatar: '9' });
    expect(await playerAvatar(context, [CDN])).toBeNull();
  });

  it('is the default avatar when a call is refused or the platform cannot answer', async () => {
    platformCall.mockRejectedValue(new PlatformError('not_found', 404, 'no such call'));
    expect(await playerAvatar(context, [CDN])).toBeNull();
    platformCall.mockRejectedValue(new PlatformUnavailableError('platform timeout', undefined, 'timeout'));
    expect(await playerAvatar(context, [CDN])).toBeNull();
  });

  it('lets any other error through (a fault of the site’s own, not the platform’s)', async () => {
    platformCall.mockRejectedValue(new TypeError('boom'));
    await expect(playerAvatar(context, [CDN])).rejects.toThrow('boom');
  });
});

describe('avatarImage', () => {
  it('takes only a picture on one of the image CDNs the page allows', () => {
    expect(avatarImage({ avatar: '1' }, ICONS, [CDN])).toBe(`${CDN}/avatars/star.svg`);
    expect(avatarImage({ avatar: '1' }, ICONS, ['https://other.example'])).toBeNull();
    expect(avatarImage({ avatar: '1' }, ICONS, [])).toBeNull();
  });

  it('reads answers its schema refuses as none', () => {
    const bad: [unknown, unknown][] = [
      [{ avatar: 1 }, ICONS],
      [{}, ICONS],
      [null, ICONS],
      [{ avatar: '../1' }, ICONS],
      [{ avatar: '1' }, { icons: [{ id: '1', url: 'javascript:alert(1)' }] }],
      [{ avatar: '1' }, { icons: [{ id: '1', url: 'data:image/svg+xml,<svg/>' }] }],
      [{ avatar: '1' }, { icons: [{ id: '1' }] }],
      [{ avatar: '1' }, { icons: 'star' }],
      [{ avatar: '1' }, null],
      [{ avatar: '1' }, { icons: Array.from({ length: 201 }, (_, i) => ({ id: String(i), url: `${CDN}/${i}.svg` })) }],
    ];
    for (const [avatar, icons] of bad) expect(avatarImage(avatar, icons, [CDN])).toBeNull();
  });

  it('refuses an address with credentials in it, even on the CDN’s host', () => {
    expect(avatarImage({ avatar: '1' }, { icons: [{ id: '1', url: 'https://user:pass@img.example/a.svg' }] }, [CDN])).toBeNull();
  });
});
