import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFreeUses } from '../../api/get-free-uses';

/**
 * What a submission costs a free learner (docs/decisions/0065): one of the free uses, given back
 * when the video fails. PRO learners and visitors see nothing.
 */
export function FreeUseNote() {
  const { t } = useTranslation('watch');
  const uses = useFreeUses();
  if (!uses.data || uses.data.pro) return null;
  const { remaining, limit } = uses.data.free_uses;
  return (
    <Text size="sm" c="dimmed" data-testid="upload-cost">
      {t('upload.cost', { count: remaining, limit })}
    </Text>
  );
}
