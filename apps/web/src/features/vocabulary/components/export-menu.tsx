import type { LearningLanguage } from '@lingbridge/contracts/common';
import { Button, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { errorText } from '../../../lib/error-text';
import { fetchAllSaved } from '../api/list-vocabulary';
import { downloadText, toAnki, toCsv } from '../lib/export';
import { FeatureIcon } from './feature-icons';

const FILE_LANG: Record<LearningLanguage, string> = { Simplified_Chinese: 'chinese', Spanish: 'spanish', English: 'english' };

/** Downloads every saved word of the learning language as CSV, or as a tab-separated file Anki imports. */
export function ExportMenu({ language, disabled }: { language: LearningLanguage; disabled?: boolean }) {
  const { t } = useTranslation('vocabulary');
  const [busy, setBusy] = useState(false);

  async function exportAs(kind: 'csv' | 'anki') {
    setBusy(true);
    try {
      const entries = await fetchAllSaved(language);
      const date = new Date().toISOString().slice(0, 10);
      const base = `lingbridge-${FILE_LANG[language]}-notebook-${date}`;
      if (kind === 'csv') downloadText(`${base}.csv`, toCsv(entries), 'text/csv;charset=utf-8');
      else downloadText(`${base}-anki.txt`, toAnki(entries, `Lingbridge::${t(`languages.${language}`)}`), 'text/plain;charset=utf-8');
      notifications.show({ color: 'teal', message: t('export.done', { count: entries.length }), autoClose: 3000 });
    } catch (err) {
      notifications.show({ color: 'red', title: t('export.failed'), message: errorText(err, t) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Menu position="bottom-end" width={260} shadow="md" radius="md">
      <Menu.Target>
        <Button
          variant="default"
          loading={busy}
          disabled={disabled}
          leftSection={<FeatureIcon name="download" size={18} />}
          rightSection={<Icon name="chevronDown" size={14} />}
        >
          {t('export.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => void exportAs('csv')}>{t('export.csv')}</Menu.Item>
        <Menu.Item onClick={() => void exportAs('anki')}>{t('export.anki')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
