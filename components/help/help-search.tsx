'use client';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { inputClass } from '@/components/forms/form-field';

interface Entry {
  tag: string;
  title: string;
  text: string;
}

/** Search the help centre's articles by their words; each result links to the article's anchor on this page. */
export function HelpSearch({ articles }: { articles: Entry[] }) {
  const t = useTranslations('Help');
  const id = useId();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const results = useMemo(() => search(articles, deferred), [articles, deferred]);

  return (
    <search className="flex flex-col gap-2 rounded-xl border border-line bg-surface-raised p-4">
      <label htmlFor={id} className="text-sm font-semibold">
        {t('searchLabel')}
      </label>
      <input
        id={id}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={t('searchPlaceholder')}
        autoComplete="off"
        enterKeyHint="search"
        className={inputClass}
      />
      {deferred.trim() ? (
        <div role="status" aria-live="polite" className="text-sm">
          {results.length === 0 ? (
            <p className="text-ink-muted">{t('noResults')}</p>
          ) : (
            <>
              <p className="sr-only">{t('resultCount', { count: results.length })}</p>
              <ul>
                {results.map((entry) => (
                  <li key={entry.tag}>
                    <a href={`#${entry.tag}`} className="flex min-h-9 items-center rounded-md px-2 font-medium underline-offset-2 hover:underline">
                      {entry.title}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      ) : null}
    </search>
  );
}

/** Articles whose title or text holds every word of the query (case- and accent-insensitive), titles first. */
export function search(articles: Entry[], query: string): Entry[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const scored = articles.flatMap((entry) => {
    const title = fold(entry.title);
    const body = `${title} ${fold(entry.text)}`;
    if (!words.every((w) => body.includes(w))) return [];
    return [{ entry, score: words.filter((w) => title.includes(w)).length }];
  });
  return scored.sort((a, b) => b.score - a.score).map((s) => s.entry);
}

function fold(value: string): string {
  return value.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/đ/g, 'd').replace(/Đ/g, 'd').toLowerCase();
}
