import type { MaterialStatus } from '@lingbridge/contracts/materials';
import { Anchor, Box, Button, Card, Group, Pagination, SegmentedControl, Stack, Table, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { NotFoundState } from '../../../components/ui/not-found-state';
import { PageTitle } from '../../../components/ui/page-title';
import { dateTime } from '../../../lib/dates';
import { errorText } from '../../../lib/error-text';
import { isRowId } from '../../../lib/route-id';
import { useDownloadMaterial, useEditMaterial, useMaterial, useMaterialPage, useReviewMaterial, useUploadMaterial } from '../api/materials';
import { toast } from '../components/toast';
import { MaterialBadges } from '../components/material-badges';
import { fieldErrorsOf, MaterialForm, materialFormData } from '../components/material-form';

/** /cms/materialList: every material, waiting ones first, filtered by status and paged on the server. */
export function CmsMaterialListPage() {
  const { t, i18n } = useTranslation('materials');
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<MaterialStatus | 'all'>('pending');
  const list = useMaterialPage('cms', page, status === 'all' ? undefined : status);
  return (
    <>
      <PageTitle
        title={t('cms.title')}
        description={t('cms.lead')}
        actions={
          <Button component={Link} to="/cms/materialCreate">
            {t('cms.create')}
          </Button>
        }
      />
      {/* Four statuses are wider than a phone: the control scrolls, not the page. */}
      <Box mb="md" style={{ overflowX: 'auto' }}>
        <SegmentedControl
          value={status}
          onChange={(v) => {
            setStatus(v as MaterialStatus | 'all');
            setPage(1);
          }}
          data={[
            ...(['pending', 'approved', 'rejected'] as const).map((s) => ({ value: s, label: t(`status.${s}`) })),
            { value: 'all', label: t('statusAll') },
          ]}
        />
      </Box>
      {list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <LoadingState />
      ) : !list.data.items.length ? (
        <EmptyState icon="file" title={t('empty')} />
      ) : (
        <Stack gap="md">
          <Table.ScrollContainer minWidth={640}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('form.title')}</Table.Th>
                  <Table.Th>{t('cms.teacher')}</Table.Th>
                  <Table.Th>{t('cms.details')}</Table.Th>
                  <Table.Th>{t('cms.updated')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.items.map((m) => (
                  <Table.Tr key={m.id} data-testid="cms-material-row">
                    <Table.Td>
                      <Anchor component={Link} to={`/cms/materialEdit/${m.id}`}>
                        {m.title}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{m.teacher.name}</Table.Td>
                    <Table.Td>
                      <MaterialBadges m={m} withStatus />
                    </Table.Td>
                    <Table.Td>{dateTime(m.updated_at, i18n.language)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {list.data.pages > 1 && <Pagination total={list.data.pages} value={page} onChange={setPage} />}
        </Stack>
      )}
    </>
  );
}

/** /cms/materialCreate: an admin's own upload, listed at once. */
export function CmsMaterialCreatePage() {
  const { t } = useTranslation('materials');
  const upload = useUploadMaterial();
  const navigate = useNavigate();
  return (
    <>
      <PageTitle title={t('cms.create')} description={t('cms.createLead')} />
      <Card withBorder radius="md" maw={880}>
        <MaterialForm
          submitLabel={t('form.submit')}
          pending={upload.isPending}
          fieldErrors={fieldErrorsOf(upload.error)}
          onSubmit={(v) =>
            upload.mutate(materialFormData(v), {
              onSuccess: (m) => navigate(`/cms/materialEdit/${m.id}`),
              onError: (err) => toast('red', errorText(err, t)),
            })
          }
        />
      </Card>
    </>
  );
}

/** /cms/materialEdit/{id}: check the file, approve or reject with a message to the teacher, correct the details. */
export function CmsMaterialEditPage() {
  const { t } = useTranslation('materials');
  const id = Number(useParams().id);
  const q = useMaterial(id);
  const review = useReviewMaterial(id);
  const edit = useEditMaterial(id);
  const download = useDownloadMaterial({ id, file_name: q.data?.file_name ?? 'material' });
  const [message, setMessage] = useState('');
  const fail = (err: unknown) => toast('red', errorText(err, t));
  if (!isRowId(id)) return <NotFoundState />;
  if (q.isError) return <ErrorState order={1} error={q.error} onRetry={() => void q.refetch()} />;
  if (!q.data) return <LoadingState />;
  const m = q.data;
  const decide = (decision: 'approve' | 'reject') =>
    review.mutate(
      { decision, message },
      {
        onSuccess: () => {
          setMessage('');
          toast('teal', t(decision === 'approve' ? 'cms.approved' : 'cms.rejected'));
        },
        onError: fail,
      },
    );
  return (
    <>
      <PageTitle title={m.title} description={t('by', { name: m.teacher.name })} />
      <Stack gap="lg" maw={880}>
        <Card withBorder radius="md" component="section" aria-label={t('cms.review')}>
          <Stack gap="sm">
            <MaterialBadges m={m} withStatus />
            <Group gap="sm">
              <Button variant="default" loading={download.isPending} onClick={() => download.mutate(undefined, { onError: fail })}>
                {t('cms.preview')}
              </Button>
              <Text size="sm" c="dimmed">
                {m.file_name}
              </Text>
            </Group>
            {m.review_message && (
              <Text size="sm" c="dimmed">
                {t('reviewMessage')}: {m.review_message}
              </Text>
            )}
            <Textarea
              label={t('cms.message')}
              description={t('cms.messageHint')}
              autosize
              minRows={2}
              maxLength={2000}
              value={message}
              onChange={(e) => setMessage(e.currentTarget.value)}
            />
            <Group gap="sm">
              <Button onClick={() => decide('approve')} loading={review.isPending} disabled={m.status === 'approved'}>
                {t('cms.approve')}
              </Button>
              <Button
                color="red"
                variant="light"
                onClick={() => decide('reject')}
                loading={review.isPending}
                disabled={!message.trim() || m.status === 'rejected'}
              >
                {t('cms.reject')}
              </Button>
            </Group>
          </Stack>
        </Card>
        <Card withBorder radius="md" component="section" aria-label={t('cms.details')}>
          <MaterialForm
            key={m.updated_at}
            initial={m}
            submitLabel={t('teacher.save')}
            pending={edit.isPending}
            fieldErrors={fieldErrorsOf(edit.error)}
            onSubmit={({ file, ...fields }) => edit.mutate({ fields, file }, { onSuccess: () => toast('teal', t('cms.saved')), onError: fail })}
          />
        </Card>
      </Stack>
    </>
  );
}
