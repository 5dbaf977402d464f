import type { TranscriptSentence, Video } from '@lingbridge/contracts/watch';
import { notifications } from '@mantine/notifications';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignUpPrompt } from '../../../components/ui/modal/use-modal';
import { getToken } from '../../../lib/storage';
import { notifyFailure, useSaveSentence, useSentencesFrom } from '../../vocabulary/public/for-watch';

/**
 * Which sentences of this video the learner saved (dark mark), and saving one: POST /video/sentence
 * with the saved-sentence payload. Visitors get the sign-up or log-in dialog instead.
 */
export function useSavedSentences(video: Pick<Video, 'id' | 'language'>) {
  const { t } = useTranslation(['watch', 'common']);
  const signUp = useSignUpPrompt();
  const save = useSaveSentence();
  const signedIn = !!getToken();
  // This video's saved sentences, all of them (not only the latest 50); saving refreshes them; not for visitors.
  const recent = useSentencesFrom({ video_id: video.id }, signedIn);
  const [savedHere, setSavedHere] = useState<ReadonlySet<number>>(new Set());
  const savedIds = useMemo(() => {
    const ids = new Set(savedHere);
    if (signedIn) for (const s of recent.data?.items ?? []) if (s.video_id === String(video.id) && s.transcript_id) ids.add(Number(s.transcript_id));
    return ids;
  }, [savedHere, recent.data, video.id, signedIn]);

  const onSave = useCallback(
    (s: TranscriptSentence) => {
      if (!getToken()) return void signUp(t('nav.watch', { ns: 'common' }));
      const chinese = video.language === 'Simplified_Chinese';
      save.mutate(
        {
          video_id: video.id,
          transcript_id: s.id,
          en_text: s.en_text,
          zh_text: chinese ? s.zh_text : s.ori_zh_text,
          foreign_text: s.ori_zh_text,
          language: video.language,
        },
        {
          onSuccess: () => {
            setSavedHere((prev) => new Set(prev).add(s.id));
            notifications.show({ color: 'teal', message: t('transcript.savedNote') });
          },
          onError: () => notifyFailure(t, 'saveSentence'),
        },
      );
    },
    [save, signUp, t, video.id, video.language],
  );
  return { savedIds, onSave };
}
