import { Alert, Button, FileButton, Group, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../../components/ui/empty-state';
import { ErrorState } from '../../../../components/ui/error-state';
import { LoadingState } from '../../../../components/ui/loading-state';
import { PageTitle } from '../../../../components/ui/page-title';
import { ApiError } from '../../../../lib/api-client';
import { errorText } from '../../../../lib/error-text';
import { createMagazine, updateMagazine, uploadMagazineCover, useOpenCreated, useReadingMutation, type MagazineInput } from '../../api/cms';
import { readingKeys } from '../../api/query-keys';
import { useMagazine } from '../../api/list-magazines';

/** /cms/magazineEdit and /cms/magazineEdit/{id}: number, title, date, status and cover of an issue. */
export function MagazineEditPage() {
  const { t } = useTranslation('reading');
  const id = Number(useParams().id) || null;
  const openCreated = useOpenCreated();
  const mag = useMagazine(id);
  const [m, setM] = useState<MagazineInput>({ number: 1, title: '', title_en: '', issue_date: new Date().toISOString().slice(0, 10), status: 'draft' });
  const save = useReadingMutation((v: MagazineInput) => (id ? updateMagazine(id, v) : createMagazine(v)));
  const cover = useReadingMutation((f: File) => uploadMagazineCover(id!, f));
  useEffect(() => {
    if (mag.data)
      setM({ number: mag.data.number, title: mag.data.title, title_en: mag.data.title_en, issue_date: mag.data.issue_date, status: mag.data.status });
  }, [mag.data]);
  if (id && mag.isLoading) return <LoadingState />;
  // Without the issue there is nothing to edit: a form of defaults here would write them over it on Save.
  if (id && mag.isError) {
    const back = (
      <Button component={Link} to="/cms/magazineList" variant="default">
        {t('cms.magazines')}
      </Button>
    );
    return mag.error instanceof ApiError && mag.error.status === 404 ? (
      <EmptyState order={1} icon="book" title={t('cms.magazineNotFound')} actions={back} />
    ) : (
      <ErrorState order={1} error={mag.error} onRetry={() => void mag.refetch()} actions={back} />
    );
  }
  const submit = async () => {
    const r = await save.mutateAsync(m);
    notifications.show({ color: 'teal', message: t('cms.savedOk') });
    // A new issue has no articles yet.
    if (!id) openCreated(readingKeys.magazine(r.id), { ...r, articles: [] }, `/cms/magazineEdit/${r.id}`);
  };
  return (
    <>
      <PageTitle
        title={id ? t('cms.editMagazine') : t('cms.newMagazine')}
        actions={
          <Button component={Link} to="/cms/magazineList" variant="subtle">
            {t('cms.magazines')}
          </Button>
        }
      />
      <Stack
        gap="sm"
        maw={520}
        component="form"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <NumberInput label={t('cms.number')} min={1} value={m.number} onChange={(v) => setM({ ...m, number: Number(v) || 1 })} required />
        <TextInput label={t('cms.title')} value={m.title} onChange={(e) => setM({ ...m, title: e.currentTarget.value })} required />
        <TextInput label={t('cms.titleEn')} value={m.title_en} onChange={(e) => setM({ ...m, title_en: e.currentTarget.value })} />
        <TextInput type="date" label={t('cms.date')} value={m.issue_date} onChange={(e) => setM({ ...m, issue_date: e.currentTarget.value })} required />
        <Select
          label={t('cms.status')}
          data={[
            { value: 'draft', label: t('cms.statuses.draft') },
            { value: 'published', label: t('cms.statuses.published') },
          ]}
          value={m.status}
          onChange={(v) => v && setM({ ...m, status: v as 'draft' })}
          allowDeselect={false}
        />
        {(save.error || cover.error) && <Alert color="red">{errorText(save.error ?? cover.error, t)}</Alert>}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('cms.save')}
          </Button>
          {id && (
            <FileButton accept="image/*" onChange={(f) => f && cover.mutate(f)}>
              {(props) => (
                <Button {...props} variant="default" loading={cover.isPending}>
                  {t('cms.uploadCover')}
                </Button>
              )}
            </FileButton>
          )}
          {mag.data?.cover_url && <img src={mag.data.cover_url} alt="" height={48} />}
        </Group>
      </Stack>
    </>
  );
}

export const Component = MagazineEditPage;
