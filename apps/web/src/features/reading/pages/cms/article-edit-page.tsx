import type { ArticleSource } from '@lingbridge/contracts/reading';
import { LEVELS } from '@lingbridge/contracts/constants';
import { Alert, Button, Checkbox, Grid, Group, Paper, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorState } from '../../../../components/ui/error-state';
import { LoadingState } from '../../../../components/ui/loading-state';
import { NotFoundState } from '../../../../components/ui/not-found-state';
import { PageTitle } from '../../../../components/ui/page-title';
import { errorText } from '../../../../lib/error-text';
import { isRowId } from '../../../../lib/route-id';
import { createArticle, updateArticle, useArticleSource, useOpenCreated, useReadingMutation } from '../../api/cms';
import { readingKeys } from '../../api/query-keys';
import { useCategories } from '../../api/list-categories';
import { useMagazines } from '../../api/list-magazines';
import { bodyOf, draftOf, emptyDraft, type ArticleDraft } from '../../components/cms/article-form-state';
import { MediaPanel } from '../../components/cms/media-panel';
import { QuestionsEditor } from '../../components/cms/questions-editor';
import { ReaderParagraph } from '../../components/reader/reader-paragraph';
import { useLabels } from '../../lib/use-labels';
import '../../reading.css';

/** The preview marks no sentence as saved. */
const NOTHING_SAVED: ReadonlySet<string> = new Set();

/** /cms/articleEdit and /cms/articleEdit/{id}: write an article, its cloze and questions; preview as the reader shows it. */
export function ArticleEditPage() {
  const { t } = useTranslation('reading');
  const raw = useParams().id;
  // /cms/articleEdit is a new article; /cms/articleEdit/abc is no article (not a blank new one).
  const id = raw === undefined ? null : Number(raw);
  const openCreated = useOpenCreated();
  const labels = useLabels();
  const source = useArticleSource(id);
  const categories = useCategories();
  const magazines = useMagazines({ status: 'all', size: 100 });
  const [d, setD] = useState<ArticleDraft>(emptyDraft);
  const [saved, setSaved] = useState<ArticleSource | null>(null);
  const save = useReadingMutation((draft: ArticleDraft) => (id ? updateArticle(id, bodyOf(draft)) : createArticle(bodyOf(draft))));

  useEffect(() => {
    if (source.data) {
      setD(draftOf(source.data));
      setSaved(source.data);
    }
  }, [source.data]);

  const back = (
    <Button component={Link} to="/cms/articleList" variant="default">
      {t('cms.articles')}
    </Button>
  );
  if (id !== null && !isRowId(id)) return <NotFoundState actions={back} />;
  if (id && source.isLoading) return <LoadingState />;
  if (id && source.isError) return <ErrorState order={1} error={source.error} onRetry={() => void source.refetch()} actions={back} />;
  const set = (patch: Partial<ArticleDraft>) => setD((x) => ({ ...x, ...patch }));
  const submit = async () => {
    const r = await save.mutateAsync(d);
    setSaved(r);
    notifications.show({ color: 'teal', message: t('cms.savedOk') });
    if (!id) openCreated(readingKeys.source(r.id), r, `/cms/articleEdit/${r.id}`);
  };
  const preview = saved ?? source.data ?? null;

  return (
    <>
      <PageTitle
        title={id ? t('cms.editArticle') : t('cms.newArticle')}
        actions={
          <Button component={Link} to="/cms/articleList" variant="subtle">
            {t('cms.articles')}
          </Button>
        }
      />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <Stack
            gap="sm"
            component="form"
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            <TextInput label={t('cms.title')} required value={d.title} onChange={(e) => set({ title: e.currentTarget.value })} data-testid="cms-title" />
            <TextInput label={t('cms.titleEn')} value={d.title_en} onChange={(e) => set({ title_en: e.currentTarget.value })} />
            <Textarea label={t('cms.summary')} autosize minRows={2} value={d.summary} onChange={(e) => set({ summary: e.currentTarget.value })} />
            <Group grow>
              <Select
                label={t('cms.language')}
                data={[
                  { value: 'Simplified_Chinese', label: t('cms.chinese') },
                  { value: 'Spanish', label: t('cms.spanish') },
                ]}
                value={d.language}
                onChange={(v) => v && set({ language: v as ArticleDraft['language'] })}
                allowDeselect={false}
              />
              <Select
                label={t('filters.level')}
                data={LEVELS.map((l) => ({ value: l, label: labels.level(l) }))}
                value={d.level}
                onChange={(v) => v && set({ level: v as ArticleDraft['level'] })}
                allowDeselect={false}
              />
            </Group>
            <Group grow>
              <Select
                label={t('filters.category')}
                data={(categories.data ?? []).map((c) => ({ value: c.name, label: labels.category(c.name) }))}
                value={d.category}
                onChange={(v) => v && set({ category: v })}
                allowDeselect={false}
                data-testid="cms-category"
              />
              <Select
                label={t('cms.issue')}
                clearable
                data={(magazines.data?.items ?? []).map((m) => ({ value: String(m.id), label: `#${m.number} ${m.title}` }))}
                value={d.magazine_id}
                onChange={(v) => set({ magazine_id: v })}
              />
            </Group>
            <Group grow>
              <TextInput label={t('cms.author')} value={d.author} onChange={(e) => set({ author: e.currentTarget.value })} />
              <Select
                label={t('cms.status')}
                data={[
                  { value: 'draft', label: t('cms.statuses.draft') },
                  { value: 'published', label: t('cms.statuses.published') },
                ]}
                value={d.status}
                onChange={(v) => v && set({ status: v as ArticleDraft['status'] })}
                allowDeselect={false}
                data-testid="cms-status"
              />
            </Group>
            <Checkbox label={t('cms.isFree')} checked={d.is_free} onChange={(e) => set({ is_free: e.currentTarget.checked })} />
            <Textarea
              label={t('cms.body')}
              description={t('cms.bodyHint')}
              autosize
              minRows={6}
              required
              value={d.body}
              onChange={(e) => set({ body: e.currentTarget.value })}
              data-testid="cms-body"
            />
            <Textarea
              label={t('cms.translations')}
              description={t('cms.translationsHint')}
              autosize
              minRows={4}
              value={d.translations}
              onChange={(e) => set({ translations: e.currentTarget.value })}
            />
            <Textarea
              label={t('cms.cloze')}
              description={t('cms.clozeHint', { example: '我每天去{{图书馆}}看书。' })}
              autosize
              minRows={3}
              value={d.cloze}
              onChange={(e) => set({ cloze: e.currentTarget.value })}
            />
            <TextInput
              label={t('cms.distractors')}
              description={t('cms.listHint')}
              value={d.distractors}
              onChange={(e) => set({ distractors: e.currentTarget.value })}
            />
            <TextInput
              label={t('cms.keyVocabulary')}
              description={t('cms.listHint')}
              value={d.key_vocabulary}
              onChange={(e) => set({ key_vocabulary: e.currentTarget.value })}
            />
            <QuestionsEditor value={d.questions} onChange={(questions) => set({ questions })} />
            {save.isError && (
              <Alert color="red">
                {t('cms.uploadFailed')} {errorText(save.error, t)}
              </Alert>
            )}
            <Group>
              <Button type="submit" loading={save.isPending} data-testid="cms-save">
                {t('cms.save')}
              </Button>
            </Group>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <Stack gap="md">
            {preview && <MediaPanel article={preview} />}
            <Paper withBorder p="md" radius="md" className="lb-reader">
              <Text size="sm" c="dimmed" mb="xs">
                {t('cms.preview')}
              </Text>
              {preview ? (
                <>
                  <Title order={2} size="h3" mb="sm">
                    {preview.title}
                  </Title>
                  <div className="lb-reader-body">
                    {preview.paragraphs.map((p) => (
                      <ReaderParagraph
                        key={p.index}
                        article={preview}
                        paragraph={p}
                        prefs={{ pinyin: true, tones: true, size: 'md' }}
                        current={null}
                        canPlay={false}
                        onPlayFrom={() => undefined}
                        onSaveSentence={() => undefined}
                        saved={NOTHING_SAVED}
                      />
                    ))}
                  </div>
                </>
              ) : (
                <Text c="dimmed">{t('cms.previewHint')}</Text>
              )}
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}

export const Component = ArticleEditPage;
