import type { Cartoon, CartoonCard } from '@lingbridge/contracts/cms';
import type { Paged, SiteLanguageCode } from '@lingbridge/contracts/common';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

// Read's cartoons (decision 0118): published strips of a learning language and level, and one strip.

export type CartoonLanguage = Cartoon['language'];
export type CartoonLevel = Cartoon['level'];
export const STRIP_SIZE = 4;

export const cartoonListQuery = (p: { language: CartoonLanguage; level?: CartoonLevel; lang: SiteLanguageCode; page: number }) =>
  queryOptions({
    queryKey: ['cartoons', 'list', p] as const,
    queryFn: () => {
      const qs = new URLSearchParams({ language: p.language, lang: p.lang, page: String(p.page), size: String(STRIP_SIZE) });
      if (p.level) qs.set('level', p.level);
      return apiRequest<Paged<CartoonCard>>(`/cartoons?${qs}`);
    },
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
export const useCartoonList = (p: Parameters<typeof cartoonListQuery>[0]) => useQuery(cartoonListQuery(p));

export const cartoonQuery = (id: number, lang: SiteLanguageCode) =>
  queryOptions({ queryKey: ['cartoons', 'one', id, lang] as const, queryFn: () => apiRequest<Cartoon>(`/cartoons/${id}?lang=${lang}`), staleTime: 60_000 });
export const useCartoon = (id: number, lang: SiteLanguageCode) => useQuery({ ...cartoonQuery(id, lang), enabled: id > 0 });
