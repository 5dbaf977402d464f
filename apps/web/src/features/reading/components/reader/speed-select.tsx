import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export const SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2];

/** Playback speed from 0.5× to 2×. */
export function SpeedSelect({ value, onChange }: { value: number; onChange: (v: number) => void }) {
  const { t } = useTranslation('reading');
  return (
    <NativeSelect
      label={t('audio.speed')}
      size="xs"
      w={96}
      value={String(value)}
      onChange={(e) => onChange(Number(e.currentTarget.value))}
      data={SPEEDS.map((s) => ({ value: String(s), label: `${s}×` }))}
      data-testid="reader-speed"
    />
  );
}
