import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

/**
 * The tab title names the thing a page shows (an article, an event, a room, a mentor), not only the
 * page's kind. The shell titles the route (`DocumentTitle`, before the page in the root layout, so
 * its effect runs first); this names the thing after it, and again when a change of language has
 * the shell retitle the route.
 */
export function useItemTitle(name: string | null | undefined) {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  useEffect(() => {
    if (name) document.title = `${name} · Lingbridge`;
  }, [name, pathname, i18n.language]);
}
