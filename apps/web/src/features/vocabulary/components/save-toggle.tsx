import type { VocabularyEntry } from '@lingbridge/contracts/vocabulary';
import { ActionIcon, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { useSaveToggle } from '../hooks/use-save-toggle';

type Props = { entry: Pick<VocabularyEntry, 'id' | 'is_saved' | 'text'>; size?: 'md' | 'lg' };

/** The star that saves a word to the notebook or removes it; a pressed toggle for assistive technology. */
export function SaveToggle({ entry, size = 'lg' }: Props) {
  const { t } = useTranslation('vocabulary', { useSuspense: false });
  const { saved, toggle } = useSaveToggle(entry);
  return (
    <Tooltip label={saved ? t('save.saved') : t('save.save')}>
      <ActionIcon
        variant="subtle"
        size={size}
        radius="xl"
        color={saved ? 'orange.9' : 'gray.7'}
        aria-pressed={saved}
        aria-label={t('save.label', { word: entry.text })}
        data-saved={saved}
        onClick={() => void toggle()}
      >
        <Icon name="star" size={size === 'lg' ? 22 : 18} fill={saved ? 'currentColor' : 'none'} />
      </ActionIcon>
    </Tooltip>
  );
}
