import { Button, Group, Progress, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { PageTitle } from '../../../components/ui/page-title';
import { errorText } from '../../../lib/error-text';
import { useLearningLanguage } from '../../../lib/learning-language';
import { useDueReviews } from '../api/get-due-reviews';
import { useNextReview } from '../api/get-next-review';
import { useReviewEntry, type ReviewRating } from '../api/review-entry';
import { FlipCard } from '../components/flip-card';
import { ReviewButtons } from '../components/review-buttons';
import { useReviewKeys } from '../hooks/use-review-keys';
import { relativeTime } from '../../../lib/dates';
import { isChinese } from '../lib/languages';

/** /user/vocabulary/flipcard: the saved words due now, one card at a time, graded with FSRS. */
export function Component() {
  const { t, i18n } = useTranslation('vocabulary');
  const language = useLearningLanguage();
  const due = useDueReviews(language);
  const review = useReviewEntry();
  const [pos, setPos] = useState(0);
  const [flipped, setFlipped] = useState(false);
  const [showPinyin, setShowPinyin] = useState(true);
  const [rating, setRating] = useState<ReviewRating | null>(null);
  const cardRef = useRef<HTMLDivElement>(null);

  const queue = due.data?.items ?? [];
  const card = queue[pos];
  const finished = !!due.data && !card;
  const next = useNextReview(language, finished);

  // A new queue (another language, or the next batch) starts from its first card.
  useEffect(() => {
    setPos(0);
    setFlipped(false);
  }, [due.data]);

  function flip() {
    if (!card || rating) return;
    setFlipped((f) => !f);
    // The card keeps focus, so the answer is read out and the keys go on working.
    requestAnimationFrame(() => cardRef.current?.focus({ preventScroll: true }));
  }

  async function rate(r: ReviewRating) {
    if (!card || !flipped || rating) return;
    setRating(r);
    try {
      await review.mutateAsync({ id: card.id, rating: r });
      setFlipped(false);
      setPos((p) => p + 1);
      requestAnimationFrame(() => cardRef.current?.focus({ preventScroll: true }));
    } catch (err) {
      notifications.show({ color: 'red', title: t('review.failed'), message: errorText(err, t) });
    } finally {
      setRating(null);
    }
  }

  useReviewKeys({ enabled: !!card, flipped, onFlip: flip, onRate: (r) => void rate(r) });

  const framed = (body: ReactNode) => (
    <>
      <PageTitle title={t('review.title')} description={t('review.description')} />
      {body}
    </>
  );
  if (due.isPending) return framed(<LoadingState />);
  if (due.isError) return framed(<ErrorState error={due.error} onRetry={() => void due.refetch()} />);

  if (finished) {
    if (next.isPending) return framed(<LoadingState />);
    const nothingSaved = next.data?.savedTotal === 0;
    const when = next.data?.nextDueAt;
    // Cards graded Again come back within minutes: once due, another round can start.
    const dueAgain = !!when && when.getTime() <= Date.now();
    const more = due.data.total_due > queue.length || dueAgain;
    let description = t('review.nextUnknown');
    if (dueAgain) description = t('review.dueAgain');
    else if (more) description = t('review.moreWaiting', { count: due.data.total_due - queue.length });
    else if (when) description = t('review.next', { when: relativeTime(when, i18n.language) });
    return framed(
      nothingSaved ? (
        <EmptyState
          icon="cards"
          title={t('review.emptyTitle')}
          description={t('review.emptyBody')}
          actions={
            <>
              <Button component={Link} to="/user/vocabulary/lookup">
                {t('notebook.goLookup')}
              </Button>
              <Button component={Link} to="/read" variant="default">
                {t('notebook.goRead')}
              </Button>
              <Button component={Link} to="/video" variant="default">
                {t('notebook.goWatch')}
              </Button>
            </>
          }
        />
      ) : (
        <EmptyState
          icon="check"
          title={more ? t('review.batchDone', { count: queue.length }) : t('review.doneTitle')}
          description={description}
          actions={
            <>
              {more && <Button onClick={() => void due.refetch()}>{t('review.keepGoing')}</Button>}
              <Button component={Link} to="/user/vocabulary/notebook" variant={more ? 'default' : 'filled'}>
                {t('review.openNotebook')}
              </Button>
            </>
          }
        />
      ),
    );
  }

  const total = queue.length;
  return framed(
    <Stack gap="md" maw={720} mx="auto">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text fw={600} aria-live="polite" data-testid="review-progress">
          {t('review.progress', { n: pos + 1, total })}
        </Text>
        {isChinese(card.language) && <Switch checked={showPinyin} onChange={(e) => setShowPinyin(e.currentTarget.checked)} label={t('review.pinyin')} />}
      </Group>
      <Progress value={(pos / total) * 100} size="sm" radius="xl" aria-hidden />
      <FlipCard ref={cardRef} entry={card} flipped={flipped} showPinyin={showPinyin} onFlip={flip} />
      {flipped && <ReviewButtons onRate={(r) => void rate(r)} busy={rating} />}
      <Text size="sm" c="dimmed" ta="center" visibleFrom="sm">
        {flipped ? t('review.keysBack') : t('review.keysFront')}
      </Text>
    </Stack>,
  );
}
