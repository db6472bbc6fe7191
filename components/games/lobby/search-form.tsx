import 'server-only';
import Form from 'next/form';
import { getTranslations } from 'next-intl/server';
import { SEARCH_MAX_LENGTH } from '@/lib/games/catalogue';

/**
 * The lobby's search across every game: a GET form to the lobby itself (/games?q=…), answered on the server, so it
 * works before the page's scripts run and without them.
 */
export async function LobbySearchForm({ path, q }: { path: string; q: string }) {
  const t = await getTranslations('GamePages');
  return (
    <Form action={path} role="search" className="flex min-w-0 gap-2">
      <label className="sr-only" htmlFor="lobby-search">
        {t('lobbySearchLabel')}
      </label>
      {/* Keyed by the URL's search: Back to the lobby without one shows an empty box, not what was typed. */}
      <input
        key={q}
        id="lobby-search"
        name="q"
        type="search"
        defaultValue={q}
        maxLength={SEARCH_MAX_LENGTH}
        placeholder={t('lobbySearchPlaceholder')}
        autoComplete="off"
        enterKeyHint="search"
        className="h-11 min-w-0 flex-1 rounded-lg border border-line bg-surface-raised px-3 text-base sm:text-sm"
      />
      <button type="submit" className="btn btn-primary btn-md">
        {t('search')}
      </button>
    </Form>
  );
}
