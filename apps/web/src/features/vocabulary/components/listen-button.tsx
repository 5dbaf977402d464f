import type { LearningLanguage } from '@lingbridge/contracts/common';
import { ActionIcon, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSpeech } from '../hooks/use-speech';
import { FeatureIcon } from './feature-icons';

type Props = { text: string; language: LearningLanguage; size?: 'md' | 'lg'; label?: string };

/** Reads a word or a sentence aloud with the browser's voice; hidden where the browser has none. */
export function ListenButton({ text, language, size = 'lg', label }: Props) {
  const { t } = useTranslation('vocabulary', { useSuspense: false });
  const { supported, speak } = useSpeech();
  if (!supported) return null;
  const name = label ?? t('listen.label', { text });
  return (
    <Tooltip label={t('listen.tooltip')}>
      <ActionIcon variant="subtle" size={size} radius="xl" color="teal.8" aria-label={name} onClick={() => speak(text, language)}>
        <FeatureIcon name="speaker" size={size === 'lg' ? 22 : 18} />
      </ActionIcon>
    </Tooltip>
  );
}
