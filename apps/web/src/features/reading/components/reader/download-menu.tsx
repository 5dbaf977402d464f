import { Button, Checkbox, Group, Paper, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../../components/ui/icons';
import { errorText } from '../../../../lib/error-text';
import { downloadArticle } from '../../api/download-article';

/** Take the article home: PDF (Chinese font embedded) or Word, with optional pinyin and translation. */
export function DownloadPanel({ articleId, chinese }: { articleId: number; chinese: boolean }) {
  const { t } = useTranslation('reading');
  const [pinyin, setPinyin] = useState(chinese);
  const [translation, setTranslation] = useState(false);
  const [busy, setBusy] = useState<'pdf' | 'docx' | null>(null);
  const get = async (format: 'pdf' | 'docx') => {
    setBusy(format);
    try {
      await downloadArticle(articleId, format, { pinyin: chinese && pinyin, translation });
    } catch (err) {
      const detail = errorText(err, t);
      notifications.show({ color: 'red', title: t('download.failed'), message: detail === 'PDF_FONT_MISSING' ? t('download.fontMissing') : detail });
    } finally {
      setBusy(null);
    }
  };
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="download-title">
      <Text fw={600} id="download-title" mb="xs">
        {t('download.title')}
      </Text>
      <Group gap="md" mb="sm">
        {chinese && <Checkbox label={t('download.withPinyin')} checked={pinyin} onChange={(e) => setPinyin(e.currentTarget.checked)} />}
        <Checkbox label={t('download.withTranslation')} checked={translation} onChange={(e) => setTranslation(e.currentTarget.checked)} />
      </Group>
      <Group gap="sm">
        <Button leftSection={<Icon name="file" size={16} />} loading={busy === 'pdf'} onClick={() => void get('pdf')} data-testid="download-pdf">
          {t('download.pdf')}
        </Button>
        <Button
          variant="light"
          leftSection={<Icon name="file" size={16} />}
          loading={busy === 'docx'}
          onClick={() => void get('docx')}
          data-testid="download-docx"
        >
          {t('download.docx')}
        </Button>
      </Group>
    </Paper>
  );
}
