import { Group, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { Contour } from '@lingbridge/language/pitch';
import { useTranslation } from 'react-i18next';
import { useNativePitch } from '../api/native-pitch';
import { learnerContour } from '../lib/learner-contour';
import { RANGE, syllableSegments, type Point } from '../lib/pitch-chart';

const W = 640;
const H = 220;
const PAD = 16;
const toPath = (run: Point[]) =>
  run.map((p, i) => `${i ? 'L' : 'M'}${(PAD + p.x * (W - 2 * PAD)).toFixed(1)},${(H / 2 - (p.y / RANGE) * (H / 2 - PAD)).toFixed(1)}`).join(' ');

/**
 * Tones as pitch (decision 0104): the native reading's contour in grey, the learner's over it in the
 * syllables' tone colours (the reader's --lb-tone-N). Each voice's syllables are found in it and the
 * learner's are stretched over the native ones, with a line between syllables and the syllables beneath.
 */
export default function PitchView({ articleId, sentenceIndex, blob }: { articleId: number; sentenceIndex: number; blob: Blob }) {
  const { t } = useTranslation('recordings');
  const native = useNativePitch(articleId, sentenceIndex);
  // The learner's contour is found in the browser, once per recorded file.
  const [mine, setMine] = useState<{ blob: Blob; contour: Contour | null } | null>(null);
  useEffect(() => {
    let live = true;
    learnerContour(blob).then(
      (contour) => live && setMine({ blob, contour }),
      () => live && setMine({ blob, contour: null }),
    );
    return () => {
      live = false;
    };
  }, [blob]);

  if (native.isError)
    return (
      <Text size="sm" c="dimmed">
        {t('pitch.unavailable')}
      </Text>
    );
  if (native.isPending || mine?.blob !== blob) return <Text size="sm">{t('pitch.loading')}</Text>;
  const tones = native.data.tones.length ? native.data.tones : [5];
  const { segments: nativeSegs, ranges } = syllableSegments(native.data.contour, tones);
  const mineSegs = mine.contour ? syllableSegments(mine.contour, tones, ranges).segments : [];

  return (
    <Paper withBorder radius="md" p="sm" data-testid="pitch-view">
      <Stack gap={6}>
        <Text fw={700} size="sm">
          {t('pitch.title')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('pitch.legend')}
        </Text>
        <svg
          viewBox={`0 0 ${W} ${H}`}
          width="100%"
          role="img"
          aria-label={t('pitch.title')}
          style={{ maxWidth: W, background: 'var(--mantine-color-gray-0)', borderRadius: 6 }}
        >
          <line x1={PAD} x2={W - PAD} y1={H / 2} y2={H / 2} stroke="var(--mantine-color-gray-3)" strokeDasharray="4 4" />
          {nativeSegs.map((s, i) => (
            <g key={`n${i}`}>
              {i > 0 && ranges[i] && (
                <line
                  x1={PAD + ranges[i].x0 * (W - 2 * PAD)}
                  x2={PAD + ranges[i].x0 * (W - 2 * PAD)}
                  y1={PAD}
                  y2={H - PAD}
                  stroke="var(--mantine-color-gray-2)"
                />
              )}
              {s.points.map((run, j) => (
                <path key={j} d={toPath(run)} fill="none" stroke="var(--mantine-color-gray-5)" strokeWidth={6} strokeLinecap="round" opacity={0.7} />
              ))}
            </g>
          ))}
          {mineSegs.map((s, i) =>
            s.points.map((run, j) => (
              <path key={`m${i}-${j}`} d={toPath(run)} fill="none" stroke={`var(--lb-tone-${s.tone})`} strokeWidth={3} strokeLinecap="round" />
            )),
          )}
        </svg>
        {!mineSegs.length && (
          <Text size="sm" c="orange.8">
            {t('pitch.noVoice')}
          </Text>
        )}
        <Group gap={6} role="group" aria-label={t('pitch.syllables')} wrap="wrap">
          {native.data.syllables.map((syl, i) => (
            <Text key={i} size="sm" fw={600} className={`lb-tone-${native.data.tones[i] ?? 5}`}>
              {syl}
            </Text>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
