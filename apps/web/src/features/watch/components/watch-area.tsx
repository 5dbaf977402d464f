import type { LearningLanguage } from '@lingbridge/contracts/common';
import { Group, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Icon } from '../../../components/ui/icons';
import { PageFrame } from '../../../components/ui/page-frame';
import { PageTitle } from '../../../components/ui/page-title';
import { FloatingProcessingPanel } from './floating-processing-panel';
import { PanelBar } from './panels/panel-bar';
import '../watch.css';

type Props = { title: ReactNode; eyebrow?: ReactNode; description?: ReactNode; language: LearningLanguage; children: ReactNode; query?: string };

/** The frame of every Watch page: title, video search, the panels, and the floating processing panel. */
export function WatchArea({ title, eyebrow, description, language, children, query = '' }: Props) {
  const { t } = useTranslation('watch');
  const navigate = useNavigate();
  const [q, setQ] = useState(query);
  return (
    <PageFrame>
      <div className="lb-watch-page">
        <PageTitle title={title} eyebrow={eyebrow ?? t('area.eyebrow')} description={description} />
        <Group justify="space-between" gap="sm" mb="lg" wrap="nowrap" className="lb-watch-toolbar">
          <form
            role="search"
            onSubmit={(e) => {
              e.preventDefault();
              if (q.trim()) navigate(`/video/search/${encodeURIComponent(q.trim())}`);
            }}
            style={{ flex: '1 1 auto', minWidth: 0, maxWidth: 420 }}
          >
            <TextInput
              value={q}
              onChange={(e) => setQ(e.currentTarget.value)}
              placeholder={t('search.placeholder')}
              aria-label={t('search.label')}
              leftSection={<Icon name="compass" size={18} />}
              radius="xl"
            />
          </form>
          <PanelBar language={language} />
        </Group>
        {children}
        <FloatingProcessingPanel />
      </div>
    </PageFrame>
  );
}
