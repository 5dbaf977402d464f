import type { MaterialArticle, MaterialVideo } from '@lingbridge/contracts/speak';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { speakKeys } from './query-keys';

/** POST or DELETE /debate/{id}/article (DELETE with a body, spec 02 §7): adds or removes an article material. */
export const changeArticle = (id: number, articleId: number, remove: boolean) =>
  apiRequest<MaterialArticle[]>(`/debate/${id}/article`, { method: remove ? 'DELETE' : 'POST', json: { article_id: articleId } });
/** POST or DELETE /debate/{id}/video. */
export const changeVideo = (id: number, videoId: number, remove: boolean) =>
  apiRequest<MaterialVideo[]>(`/debate/${id}/video`, { method: remove ? 'DELETE' : 'POST', json: { video_id: videoId } });

export function useChangeMaterial(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (m: { kind: 'article' | 'video'; itemId: number; remove: boolean }) =>
      m.kind === 'article' ? changeArticle(id, m.itemId, m.remove) : changeVideo(id, m.itemId, m.remove),
    onSuccess: () => void qc.invalidateQueries({ queryKey: speakKeys.debate(id) }),
  });
}
