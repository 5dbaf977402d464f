import type { Material, MaterialStatus } from '@lingbridge/contracts/materials';
import { Alert, Button, Card, Collapse, Group, Pagination, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { PageTitle } from '../../../components/ui/page-title';
import { errorText } from '../../../lib/error-text';
import { useEditMaterial, useMaterialPage, useUploadMaterial } from '../api/materials';
import { toast } from '../components/toast';
import { MaterialCard } from '../components/material-card';
import { fieldErrorsOf, MaterialForm, materialFormData } from '../components/material-form';

function Mine({ m }: { m: Material }) {
  const { t } = useTranslation('materials');
  const [open, setOpen] = useState(false);
  const edit = useEditMaterial(m.id);
  return (
    <Stack gap={4}>
      <MaterialCard m={m} to={`/materials/${m.id}`} withStatus />
      {m.review_message && (
        <Alert variant="light" color={m.status === 'rejected' ? 'red' : 'teal'} title={t('reviewMessage')}>
          {m.review_message}
        </Alert>
      )}
      <Group>
        <Button size="xs" variant="default" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
          {t('teacher.edit')}
        </Button>
      </Group>
      <Collapse expanded={open}>
        <Card withBorder mt="xs">
          <MaterialForm
            initial={m}
            submitLabel={t('teacher.save')}
            pending={edit.isPending}
            fieldErrors={fieldErrorsOf(edit.error)}
            onCancel={() => setOpen(false)}
            onSubmit={({ file, ...fields }) =>
              edit.mutate(
                { fields, file },
                {
                  onSuccess: () => {
                    setOpen(false);
                    toast('teal', t('teacher.saved'));
                  },
                  onError: (err) => toast('red', errorText(err, t)),
                },
              )
            }
          />
        </Card>
      </Collapse>
    </Stack>
  );
}

/** /teacher/materials: the teacher uploads materials and sees and edits their own, with the admins' answers. */
export function TeacherMaterialsPage() {
  const { t } = useTranslation('materials');
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<MaterialStatus | 'all'>('all');
  const [formKey, setFormKey] = useState(0);
  const list = useMaterialPage('mine', page, status === 'all' ? undefined : status);
  const upload = useUploadMaterial();
  return (
    <>
      <PageTitle
        title={t('teacher.title')}
        description={t('teacher.lead')}
        actions={
          <Button component={Link} to="/materials" variant="default">
            {t('teacher.browse')}
          </Button>
        }
      />
      <Card withBorder radius="md" mb="xl" component="section" aria-labelledby="upload-title">
        <Text fw={700} id="upload-title" mb="sm">
          {t('teacher.upload')}
        </Text>
        <MaterialForm
          key={formKey}
          submitLabel={t('form.submit')}
          pending={upload.isPending}
          fieldErrors={fieldErrorsOf(upload.error)}
          onSubmit={(v) =>
            upload.mutate(materialFormData(v), {
              onSuccess: () => {
                setFormKey((k) => k + 1);
                toast('teal', t('teacher.uploaded'));
              },
              onError: (err) => toast('red', errorText(err, t)),
            })
          }
        />
      </Card>
      <SegmentedControl
        mb="md"
        value={status}
        onChange={(v) => {
          setStatus(v as MaterialStatus | 'all');
          setPage(1);
        }}
        data={[{ value: 'all', label: t('statusAll') }, ...(['pending', 'approved', 'rejected'] as const).map((s) => ({ value: s, label: t(`status.${s}`) }))]}
      />
      {list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <LoadingState />
      ) : !list.data.items.length ? (
        <EmptyState icon="file" title={t('emptyMine')} />
      ) : (
        <Stack gap="lg">
          {list.data.items.map((m) => (
            <Mine key={m.id} m={m} />
          ))}
          {list.data.pages > 1 && <Pagination total={list.data.pages} value={page} onChange={setPage} />}
        </Stack>
      )}
    </>
  );
}

export const Component = TeacherMaterialsPage;
