import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** 02 §8: "Save Successfully!" with its link to My Recording at /user/record. */
export function SaveDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('recordings');
  return (
    <Modal opened={opened} onClose={onClose} title={t('recorder.dialogTitle')} centered>
      <Text mb="lg">{t('recorder.dialogBody')}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('recorder.dialogClose')}
        </Button>
        <Button component={Link} to="/user/record" onClick={onClose}>
          {t('recorder.dialogLink')}
        </Button>
      </Group>
    </Modal>
  );
}
