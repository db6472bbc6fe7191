import { Activity, type ReactNode } from 'react';

/**
 * A region of the page that hydrates on its own (issue 27). React hydrates what lies outside such regions in one
 * blocking pass as the page starts; each region inside one is left for later and hydrated apart, in slices of a few
 * milliseconds between which the browser can paint and answer, the first one a player touches first (selective
 * hydration). So a page made of a few regions starts without one long task.
 *
 * A visible <Activity> rather than <Suspense>: both are hydrated apart, but the server writes an Activity's content in
 * place, where React's streaming renderer moves a large completed Suspense boundary to the end of the document, to be
 * shown by a script (progressiveChunkSize): the page would show nothing without JavaScript and paint later with it.
 * Nothing inside suspends here; the markup is the same as without it, between two comments.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Activity mode="visible">{children}</Activity>;
}
