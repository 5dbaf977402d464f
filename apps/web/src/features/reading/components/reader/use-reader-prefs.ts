import { useCallback, useState } from 'react';
import { READER_PREFS_KEY as KEY, readKey, writeKey } from '../../../../lib/storage';

export type TextSize = 'sm' | 'md' | 'lg' | 'xl';
export type ReaderPrefs = { pinyin: boolean; tones: boolean; size: TextSize };

const DEFAULTS: ReaderPrefs = { pinyin: true, tones: true, size: 'md' };

function load(): ReaderPrefs {
  try {
    return { ...DEFAULTS, ...(JSON.parse(readKey(KEY) ?? '{}') as Partial<ReaderPrefs>) };
  } catch {
    return DEFAULTS;
  }
}

/** Pinyin, tone colours and text size, remembered on this device. */
export function useReaderPrefs() {
  const [prefs, setPrefs] = useState<ReaderPrefs>(load);
  const update = useCallback((patch: Partial<ReaderPrefs>) => {
    setPrefs((p) => {
      const next = { ...p, ...patch };
      writeKey(KEY, JSON.stringify(next));
      return next;
    });
  }, []);
  return [prefs, update] as const;
}

export const TEXT_SIZES: Record<TextSize, string> = { sm: '1.05rem', md: '1.3rem', lg: '1.6rem', xl: '1.95rem' };
