import { Button, Group, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReaderPrefs, TextSize } from './use-reader-prefs';

const SIZES: { value: TextSize; label: string }[] = [
  { value: 'sm', label: 'A-' },
  { value: 'md', label: 'A' },
  { value: 'lg', label: 'A+' },
  { value: 'xl', label: 'A++' },
];

/** Pinyin on or off, tone colours, and text size. */
export function ReaderToolbar({ prefs, onChange, chinese }: { prefs: ReaderPrefs; onChange: (p: Partial<ReaderPrefs>) => void; chinese: boolean }) {
  const { t } = useTranslation('reading');
  return (
    <Group gap="lg" wrap="wrap" className="lb-reader-toolbar" role="group" aria-label={t('reader.display')}>
      {chinese && (
        <>
          <Switch
            label={t('reader.pinyin')}
            checked={prefs.pinyin}
            onChange={(e) => onChange({ pinyin: e.currentTarget.checked })}
            data-testid="pinyin-toggle"
          />
          <Switch label={t('reader.toneColors')} checked={prefs.tones} onChange={(e) => onChange({ tones: e.currentTarget.checked })} />
        </>
      )}
      <Group gap={6}>
        <Text size="sm" id="text-size-label">
          {t('reader.textSize')}
        </Text>
        {/* Plain toggle buttons: Mantine's SegmentedControl measured its indicator on every render
            (~100 ms of layout on a slow phone, Lighthouse). */}
        <Button.Group aria-labelledby="text-size-label">
          {SIZES.map((s) => (
            <Button
              key={s.value}
              size="xs"
              variant={prefs.size === s.value ? 'filled' : 'default'}
              aria-pressed={prefs.size === s.value}
              onClick={() => onChange({ size: s.value })}
            >
              {s.label}
            </Button>
          ))}
        </Button.Group>
      </Group>
    </Group>
  );
}
