import type { Recording } from '@lingbridge/contracts/recordings';
import { Button, Group, NumberInput, Radio, Rating, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { commentOnRecording, reviewRecording, useRecordingMutation } from '../api/change-recording';
import { clock } from '../lib/format';

type Props = {
  recording: Recording;
  audio: RefObject<HTMLAudioElement | null>;
  /** The sentence chosen in the article text beside the player, if any. */
  sentence: number | null;
};

/** The teacher's feedback on one recording: a comment at the player's moment or on a sentence, the overall note and rating. */
export function TeacherTools({ recording: r, audio, sentence }: Props) {
  const { t } = useTranslation('recordings');
  const [text, setText] = useState('');
  const [pin, setPin] = useState<'moment' | 'sentence'>('moment');
  const [sentenceNo, setSentenceNo] = useState<number | string>((sentence ?? r.sentence_index ?? 0) + 1);
  const [note, setNote] = useState(r.feedback?.note ?? '');
  const [rating, setRating] = useState<number>(r.feedback?.rating ?? 0);
  const [moment, setMoment] = useState(0);
  const comment = useRecordingMutation(commentOnRecording);
  const review = useRecordingMutation(reviewRecording);
  const failed = () => notifications.show({ color: 'red', message: t('teacher.failed') });
  const now = () => Math.round((audio.current?.currentTime ?? 0) * 1000);
  const chosenSentence = sentence ?? Number(sentenceNo) - 1;

  if (!r.abilities.includes('review')) return null;
  return (
    <Stack gap="md" data-testid="teacher-tools">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          const at = pin === 'moment' ? now() : null;
          comment.mutate(
            { id: r.id, text, at_ms: at, sentence_index: pin === 'sentence' ? chosenSentence : null },
            {
              onSuccess: () => {
                setText('');
                notifications.show({ color: 'teal', message: t('teacher.commentSaved') });
              },
              onError: failed,
            },
          );
        }}
      >
        <Stack gap="xs">
          <Textarea
            label={t('teacher.comment')}
            placeholder={t('teacher.commentPlaceholder')}
            value={text}
            maxLength={500}
            autosize
            minRows={2}
            onChange={(e) => setText(e.currentTarget.value)}
            onFocus={() => setMoment(now())}
            data-testid="comment-text"
          />
          <Group gap="xs" align="flex-end" wrap="wrap">
            <Radio.Group
              label={t('teacher.pin')}
              value={pin}
              onChange={(v) => {
                setPin(v as 'moment' | 'sentence');
                setMoment(now());
              }}
            >
              <Stack gap={6} mt={4}>
                <Radio value="moment" label={t('teacher.pinMoment', { time: clock(moment / 1000) })} />
                <Radio value="sentence" label={t('teacher.pinSentence')} />
              </Stack>
            </Radio.Group>
            {pin === 'sentence' && sentence === null && (
              <NumberInput w={110} min={1} label={t('recorder.sentence')} value={sentenceNo} onChange={setSentenceNo} />
            )}
            {pin === 'sentence' && sentence !== null && <Text size="sm">{t('card.onSentence', { n: sentence + 1 })}</Text>}
            <Button type="submit" loading={comment.isPending} disabled={!text.trim()} data-testid="comment-submit">
              {t('teacher.addComment')}
            </Button>
          </Group>
        </Stack>
      </form>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          review.mutate(
            { id: r.id, note, rating: rating || null },
            { onSuccess: () => notifications.show({ color: 'teal', message: t('teacher.reviewSaved') }), onError: failed },
          );
        }}
      >
        <Stack gap="xs">
          <Textarea label={t('teacher.note')} value={note} maxLength={1000} autosize minRows={2} onChange={(e) => setNote(e.currentTarget.value)} />
          <Group gap="sm" align="center">
            <Text size="sm" fw={500} id={`rating-${r.id}`}>
              {t('teacher.rating')}
            </Text>
            <Rating value={rating} onChange={setRating} aria-labelledby={`rating-${r.id}`} />
            <Button type="submit" variant="light" loading={review.isPending} disabled={!note.trim() && !rating}>
              {t('teacher.saveReview')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
