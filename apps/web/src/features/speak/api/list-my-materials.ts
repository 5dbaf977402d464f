import type { MaterialArticle, MaterialVideo } from '@lingbridge/contracts/speak';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { speakKeys } from './query-keys';

export type MyMaterial = {
  debate: { id: number; title: string; start_time: string; debate_status: 'upcoming' | 'onprogress' | 'closed' | 'canceled' };
  articles: MaterialArticle[];
  videos: MaterialVideo[];
};

/** GET /debate/materials: the articles and videos of the events I take part in. */
export const listMyMaterials = () => apiRequest<MyMaterial[]>('/debate/materials');

export const useMyMaterials = () => useQuery({ queryKey: speakKeys.materials, queryFn: listMyMaterials });
