import type { ContentKind, EntrySource } from '@lingbridge/contracts/cms';
import type { SiteLanguageCode } from '@lingbridge/contracts/common';
import { Button, FileButton, Grid, Group, Image, Modal, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { NotFoundState } from '../../../components/ui/not-found-state';
import { PageTitle } from '../../../components/ui/page-title';
import { errorText } from '../../../lib/error-text';
import { isRowId } from '../../../lib/route-id';
import { uploadImage, useEntry, type EntryDraft } from '../api/entries';
import { AuditTrail } from './audit-trail';
import { ExtraInput } from './extra-input';
import { PublishPanel } from './publish-panel';
import { RichTextField } from './rich-text-editor';
import { useAutosave, type SaveState } from './use-autosave';

const LANGS: SiteLanguageCode[] = ['en', 'zh', 'es'];

/** One of a kind's own fields (in the document's `extra`): text, a date and time, a choice, or a switch. */
export type ExtraField = {
  key: string;
  label: string;
  type?: 'text' | 'datetime' | 'select' | 'switch';
  options?: { value: string; label: string }[];
  description?: string;
};

/** What one kind of content asks of the editor. */
export type KindSpec = {
  kind: ContentKind;
  listPath: string;
  editPath: (id: number) => string;
  titles: { create: string; edit: string; list: string };
  body: boolean;
  cover: boolean;
  labels?: { title?: string; summary?: string };
  extra?: ExtraField[];
  Preview?: ComponentType<{ source: EntrySource; lang: SiteLanguageCode }>;
  /** Something of the kind's own beside the editor once the entry exists (an ad's clicks). */
  Aside?: ComponentType<{ source: EntrySource }>;
  /** The kind's own editing below the texts (a cartoon's panels and bubbles), autosaved with the rest. */
  Main?: ComponentType<{ doc: EntryDraft; change: (next: EntryDraft) => void }>;
};

function SaveNote({ state }: { state: SaveState }) {
  const { t } = useTranslation('cms');
  return (
    <Text size="sm" c={state === 'error' ? 'red' : 'dimmed'} aria-live="polite" data-testid="save-state">
      {t(`save.${state}`)}
    </Text>
  );
}

/**
 * A key for the editor of a route: a new editor for each entry, except when a new entry has just been
 * created (its editor goes on, with what is being typed).
 */
export function useEditorKey() {
  const id = useParams().id;
  const created = (useLocation().state as { created?: boolean } | null)?.created;
  return created || !id ? 'new' : id;
}

/** The one editor of every kind: a version per interface language, autosaved, with publishing and the audit trail. */
export function EntryEditor({ spec }: { spec: KindSpec }) {
  const { t, i18n } = useTranslation('cms');
  const raw = useParams().id;
  // No id is a new entry; an id that is not one (/cms/blogPostEdit/abc) is no entry, not a new one.
  const malformed = raw !== undefined && !isRowId(Number(raw));
  const id = raw === undefined || malformed ? null : Number(raw);
  const navigate = useNavigate();
  const source = useEntry(spec.kind, id);
  const onCreated = useCallback((s: EntrySource) => navigate(spec.editPath(s.id), { replace: true, state: { created: true } }), [navigate, spec]);
  const { doc, setDoc, change, flush, state, error } = useAutosave(spec.kind, id, onCreated);
  const [lang, setLang] = useState<SiteLanguageCode>(LANGS.includes(i18n.language as SiteLanguageCode) ? (i18n.language as SiteLanguageCode) : 'en');
  const [preview, setPreview] = useState<EntrySource | null>(null);

  useEffect(() => {
    if (source.data && !doc) setDoc(source.data.draft);
  }, [source.data, doc, setDoc]);

  if (malformed) return <NotFoundState />;
  if (id && source.isError) return <ErrorState order={1} error={source.error} onRetry={() => void source.refetch()} />;
  if (!doc || (id && !source.data)) return <LoadingState />;
  const version = doc.versions[lang] ?? { title: '', summary: '', body: '' };
  const setVersion = (patch: Partial<typeof version>) => change({ ...doc, versions: { ...doc.versions, [lang]: { ...version, ...patch } } });
  const setCover = async (file: File | null) => {
    if (!file) return;
    try {
      change({ ...doc, cover_file_id: (await uploadImage(file)).file_id });
    } catch (err) {
      notifications.show({ color: 'red', message: errorText(err, t) });
    }
  };
  const openPreview = async () => setPreview((await flush()) ?? source.data ?? null);
  const current = source.data ?? null;

  return (
    <>
      <PageTitle
        title={id ? spec.titles.edit : spec.titles.create}
        actions={
          <Button component={Link} to={spec.listPath} variant="subtle">
            {spec.titles.list}
          </Button>
        }
      />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="sm">
            <Group justify="space-between">
              <SegmentedControl
                aria-label={t('editor.language')}
                value={lang}
                onChange={(v) => setLang(v as SiteLanguageCode)}
                data={LANGS.map((l) => ({ value: l, label: `${t(`languages.${l}`)}${doc.versions[l]?.title ? ' ✓' : ''}` }))}
              />
              <SaveNote state={state} />
            </Group>
            {state === 'error' && <Text c="red">{errorText(error, t)}</Text>}
            <TextInput
              label={spec.labels?.title ?? t('editor.title')}
              value={version.title}
              onChange={(e) => setVersion({ title: e.currentTarget.value })}
              maxLength={200}
              data-testid="entry-title"
            />
            <Textarea
              label={spec.labels?.summary ?? t('editor.summary')}
              autosize
              minRows={2}
              maxLength={600}
              value={version.summary ?? ''}
              onChange={(e) => setVersion({ summary: e.currentTarget.value })}
            />
            {spec.body && (
              <Stack gap={4}>
                <Text component="label" htmlFor="entry-body" fw={500} size="sm">
                  {t('editor.body')}
                </Text>
                <RichTextField key={lang} id="entry-body" label={t('editor.body')} value={version.body ?? ''} onChange={(body) => setVersion({ body })} />
              </Stack>
            )}
            {spec.Main && <spec.Main doc={doc} change={change} />}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="md">
            <PublishPanel kind={spec.kind} source={current} flush={flush} onPreview={() => void openPreview()} listPath={spec.listPath} />
            <TextInput
              label={t('editor.author')}
              value={doc.author ?? ''}
              maxLength={100}
              onChange={(e) => change({ ...doc, author: e.currentTarget.value })}
            />
            {spec.extra?.map((f) => (
              <ExtraInput key={f.key} field={f} value={doc.extra?.[f.key] ?? null} onChange={(v) => change({ ...doc, extra: { ...doc.extra, [f.key]: v } })} />
            ))}
            {spec.cover && (
              <Stack gap={6}>
                <Text fw={500} size="sm">
                  {t('editor.cover')}
                </Text>
                {doc.cover_file_id && <Image src={`/api/v1/cms/image/${doc.cover_file_id}`} alt="" radius="sm" />}
                <Group gap="xs">
                  <FileButton
                    onChange={(f) => void setCover(f)}
                    accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
                    inputProps={{ 'data-testid': 'cover-input' } as object}
                  >
                    {(props) => (
                      <Button variant="default" size="compact-sm" {...props}>
                        {doc.cover_file_id ? t('editor.coverChange') : t('editor.coverAdd')}
                      </Button>
                    )}
                  </FileButton>
                  {doc.cover_file_id && (
                    <Button variant="subtle" size="compact-sm" onClick={() => change({ ...doc, cover_file_id: null })}>
                      {t('editor.coverRemove')}
                    </Button>
                  )}
                </Group>
              </Stack>
            )}
            {current && spec.Aside && <spec.Aside source={current} />}
            {current && <AuditTrail items={current.audit} />}
          </Stack>
        </Grid.Col>
      </Grid>
      <Modal opened={!!preview} onClose={() => setPreview(null)} size="xl" title={t('publish.previewTitle')}>
        {preview && spec.Preview && <spec.Preview source={preview} lang={lang} />}
      </Modal>
    </>
  );
}
