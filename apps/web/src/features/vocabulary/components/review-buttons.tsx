import { Button, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReviewRating } from '../api/review-entry';

export const RATINGS: { rating: ReviewRating; key: string; color: string }[] = [
  { rating: 'again', key: '1', color: 'red' },
  { rating: 'hard', key: '2', color: 'orange' },
  { rating: 'good', key: '3', color: 'teal' },
  { rating: 'easy', key: '4', color: 'blue' },
];

type Props = { onRate: (r: ReviewRating) => void; busy: ReviewRating | null };

/** Again, Hard, Good, Easy (keys 1–4): how well the learner remembered the word. */
export function ReviewButtons({ onRate, busy }: Props) {
  const { t } = useTranslation('vocabulary');
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" role="group" aria-label={t('review.rateLabel')}>
      {RATINGS.map((r) => (
        <Button
          key={r.rating}
          color={r.color}
          variant={r.rating === 'good' ? 'filled' : 'light'}
          size="md"
          loading={busy === r.rating}
          disabled={busy !== null && busy !== r.rating}
          onClick={() => onRate(r.rating)}
          aria-keyshortcuts={r.key}
        >
          {t(`review.${r.rating}`)}
          <span className="lb-kbd-hint" aria-hidden>
            {r.key}
          </span>
        </Button>
      ))}
    </SimpleGrid>
  );
}
