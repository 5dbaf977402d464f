import type { LearningLanguage } from '@lingbridge/contracts/common';
import { ActionIcon, Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../../components/ui/empty-state';
import { ErrorState } from '../../../../components/ui/error-state';
import { LoadingState } from '../../../../components/ui/loading-state';
import { useModal } from '../../../../components/ui/modal/use-modal';
import { LANG_ATTR, notifyFailure, useDeleteSentence, useNotebookPage, useSentencePage, useToggleSave } from '../../../vocabulary/public/for-watch';
import { PlayerIcon } from '../player/icons';

/** The notebook overlay (spec 01 §2): Vocabulary and Sentence tabs, each item deletable, See More. */
export function NotebookPanel({ language, onNavigate }: { language: LearningLanguage; onNavigate: () => void }) {
  const { t } = useTranslation('watch');
  return (
    <Tabs defaultValue="vocabulary" keepMounted={false}>
      <Tabs.List grow mb="sm">
        <Tabs.Tab value="vocabulary">{t('notebook.vocabulary')}</Tabs.Tab>
        <Tabs.Tab value="sentence">{t('notebook.sentence')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="vocabulary">
        <WordsTab language={language} onNavigate={onNavigate} />
      </Tabs.Panel>
      <Tabs.Panel value="sentence">
        <SentencesTab onNavigate={onNavigate} />
      </Tabs.Panel>
    </Tabs>
  );
}

function WordsTab({ language, onNavigate }: { language: LearningLanguage; onNavigate: () => void }) {
  const { t } = useTranslation('watch');
  const page = useNotebookPage(language, 1, '');
  const toggle = useToggleSave();
  if (page.isPending) return <LoadingState />;
  if (page.isError) return <ErrorState order={2} error={page.error} onRetry={() => void page.refetch()} />;
  const items = page.data.items.filter((e) => e.is_saved);
  return (
    <Stack gap="xs">
      {items.length === 0 && <EmptyState compact order={2} icon="notebook" title={t('notebook.noWords')} description={t('notebook.noWordsHint')} />}
      {items.map((e) => (
        <Group key={e.id} justify="space-between" wrap="nowrap" gap="xs" data-testid="notebook-word">
          <div style={{ minWidth: 0 }}>
            <Text fw={600} lang={LANG_ATTR[language]} size="lg">
              {e.text}
            </Text>
            {e.meaning && (
              <Text size="sm" c="dimmed" lineClamp={1}>
                {e.meaning}
              </Text>
            )}
          </div>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('notebook.removeWord', { word: e.text })}
            onClick={() => toggle.mutate(e.id, { onError: () => notifyFailure(t, 'unsave') })}
          >
            <PlayerIcon name="trash" size={18} />
          </ActionIcon>
        </Group>
      ))}
      <Button component={Link} to="/user/vocabulary/notebook" variant="default" onClick={onNavigate}>
        {t('notebook.seeMore')}
      </Button>
    </Stack>
  );
}

function SentencesTab({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('watch');
  const page = useSentencePage(1);
  const remove = useDeleteSentence();
  const modal = useModal();
  if (page.isPending) return <LoadingState />;
  if (page.isError) return <ErrorState order={2} error={page.error} onRetry={() => void page.refetch()} />;
  return (
    <Stack gap="xs">
      {page.data.items.length === 0 && (
        <EmptyState compact order={2} icon="notebook" title={t('notebook.noSentences')} description={t('notebook.noSentencesHint')} />
      )}
      {page.data.items.map((s) => (
        <Group key={s.id} justify="space-between" wrap="nowrap" gap="xs" data-testid="notebook-sentence">
          <div style={{ minWidth: 0 }}>
            <Text lineClamp={2}>{s.foreign_text || s.zh_text}</Text>
            {s.en_text && s.en_text !== s.foreign_text && (
              <Text size="sm" c="dimmed" lineClamp={1} lang="en">
                {s.en_text}
              </Text>
            )}
          </div>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('notebook.removeSentence')}
            onClick={() => void modal.open('delete-sentence', { onConfirm: () => remove.mutateAsync(s.id).catch(() => notifyFailure(t, 'deleteSentence')) })}
          >
            <PlayerIcon name="trash" size={18} />
          </ActionIcon>
        </Group>
      ))}
      <Button component={Link} to="/user/watch/sentencelist" variant="default" onClick={onNavigate}>
        {t('notebook.seeMore')}
      </Button>
    </Stack>
  );
}
