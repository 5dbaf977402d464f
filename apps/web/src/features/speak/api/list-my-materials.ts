import type { Paged } from '@lingbridge/contracts/common';
import type { MaterialArticle, MaterialVideo } from '@lingbridge/contracts/speak';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { myListPath, speakKeys } from './query-keys';

export type MyMaterial = {
  debate: { id: number; title: string; start_time: string; debate_status: 'upcoming' | 'onprogress' | 'closed' | 'canceled' };
  articles: MaterialArticle[];
  videos: MaterialVideo[];
};

/** GET /debate/materials: a page of the events I take part in that have articles or videos (decision 0209). */
export const listMyMaterials = (page = 1) => apiRequest<Paged<MyMaterial>>(myListPath('/debate/materials', page));

export const useMyMaterials = (page = 1) => useQuery({ queryKey: [...speakKeys.materials, page], queryFn: () => listMyMaterials(page) });
