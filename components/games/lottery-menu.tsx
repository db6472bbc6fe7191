import 'server-only';
import { IntentLink } from '@/components/ui/intent-link';
import type { LotteryMenu } from '@/lib/platform/games';

/** The lottery games by group, each a link to its betting view (`?gameCode=`); the current one is marked. */
export function LotteryMenuList({ menus, path, current, label, lobbyLabel }: { menus: LotteryMenu[]; path: string; current: string | null; label: string; lobbyLabel: string }) {
  return (
    <nav aria-label={label} className="flex flex-col gap-3">
      <ul className="lane">
        <li>
          <IntentLink href={path} className="chip" aria-current={current === null ? 'page' : undefined}>
            {lobbyLabel}
          </IntentLink>
        </li>
        {menus.flatMap((menu) =>
          menu.games.map((game) => (
            <li key={`${menu.group}-${game.code}`}>
              <IntentLink href={`${path}?gameCode=${encodeURIComponent(game.code)}`} className="chip" aria-current={current === game.code ? 'page' : undefined} title={menu.label}>
                {game.name}
              </IntentLink>
            </li>
          )),
        )}
      </ul>
    </nav>
  );
}
