import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';

export type RouteHandle = { titleKey?: string };

/** The tab title for a page: the deepest route that names its page (route `handle.titleKey`). */
export function titleOf(matches: { handle?: unknown }[], t: TFunction) {
  const key = [...matches]
    .reverse()
    .map((m) => (m.handle as RouteHandle | undefined)?.titleKey)
    .find(Boolean);
  return key ? `${t(key)} · Lingbridge` : `Lingbridge · ${t('footer.tagline')}`;
}

/** Sets the tab title from the route (the server renders it into the page's `<title>`). */
export function DocumentTitle() {
  const { t } = useTranslation();
  const title = titleOf(useMatches(), t);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
