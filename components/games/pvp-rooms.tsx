'use client';
import { useLocale, useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/format/money';
import { usePvpRooms } from '@/lib/query/use-pvp-rooms';
import { useSite } from '@/lib/site/site-context';
import { GameArt } from './game-art';
import { launchKey, useGameLauncher } from './use-game-launcher';

/** The PVP rooms open now (GLS2_roomList), for a member: joining one launches its game in that room. */
export function PvpRoomList() {
  const t = useTranslations('Games');
  const { loggedIn, site } = useSite();
  const locale = useLocale();
  const rooms = usePvpRooms();
  const { start, pending } = useGameLauncher();
  if (!loggedIn || !rooms.data || rooms.data.length === 0) return null;
  return (
    <section aria-labelledby="pvp-rooms" className="flex flex-col gap-3">
      <h2 id="pvp-rooms" className="text-xl font-bold">
        {t('roomsTitle')}
      </h2>
      <ul className="lane [&>li]:w-44 [&>li]:shrink-0">
        {rooms.data.map((room) => (
          <li key={room.id} className="game-tile">
            <button
              type="button"
              className="game-launch"
              aria-busy={pending === launchKey({ id: 0, code: room.gameCode }, room.id) || undefined}
              onClick={() => start({ id: 0, code: room.gameCode, name: room.name, vendor: room.vendor, vendorName: room.vendor, type: 'PVP', hot: false, image: room.image, openIn: 'iframe' }, room.id)}
            >
              <GameArt src={room.image} />
              <span className="game-name">{room.name}</span>
              <span className="game-vendor">
                {t('roomDetails', { players: room.players, minBet: formatMoney(room.minBet, site.currency, locale) })}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
