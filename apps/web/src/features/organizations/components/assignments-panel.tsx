import type { Group as OrgGroup } from '@lingbridge/contracts/organizations';
import { ActionIcon, Alert, Button, Group, Progress, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Icon } from '../../../components/ui/icons';
import { LoadingState } from '../../../components/ui/loading-state';
import { useCreateAssignment, useDeleteAssignment, useGroupAssignments } from '../api/assignments';
import { useResourceSearch } from '../api/search-resources';
import { orgErrorText } from '../lib/error-text';
import { UnknownWordsList } from './unknown-words-list';

const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

/** A group's assignments: who has done each, what the class does not yet know, and a form to assign more. */
export function AssignmentsPanel({ group }: { group: OrgGroup }) {
  const { t, i18n } = useTranslation('organizations');
  const ref = { orgId: group.org_id, groupId: group.id };
  const list = useGroupAssignments(ref);
  const create = useCreateAssignment();
  const remove = useDeleteAssignment();
  const [kind, setKind] = useState<'article' | 'video'>('article');
  const [q, setQ] = useState('');
  const [debounced] = useDebouncedValue(q.trim(), 300);
  const found = useResourceSearch(kind, debounced);
  const [resource, setResource] = useState<string | null>(null);
  const [due, setDue] = useState(inAWeek());
  const [errors, setErrors] = useState<{ resource?: string; due?: string }>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [open, setOpen] = useState<number | null>(null);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const next: typeof errors = {};
    if (!resource) next.resource = t(kind === 'article' ? 'assign.articleRequired' : 'assign.videoRequired');
    if (!due || new Date(`${due}T23:59:59`) < new Date()) next.due = t('assign.dueInvalid');
    setErrors(next);
    if (Object.keys(next).length) return;
    setFailure(null);
    try {
      await create.mutateAsync({ ...ref, kind, resource_id: Number(resource), due_at: new Date(`${due}T23:59:59`).toISOString() });
      setResource(null);
      setQ('');
    } catch (err) {
      setFailure(err);
    }
  }

  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language, { dateStyle: 'medium' });

  return (
    <Stack gap="lg">
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState order={3} error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data.length ? (
        <EmptyState compact order={3} icon="book" title={t('assign.empty')} description={t('assign.emptyBody')} />
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {list.data.map((a) => (
            <Stack
              key={a.id}
              component="li"
              gap={6}
              p="sm"
              style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-md)' }}
            >
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={600} lang={undefined}>
                    {a.title}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t(`assign.kind.${a.kind}`)} · {t('assign.dueOn', { date: date(a.due_at) })}
                  </Text>
                </Stack>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('assign.remove', { title: a.title })}
                  onClick={() => remove.mutate({ ...ref, id: a.id })}
                  loading={remove.isPending && remove.variables?.id === a.id}
                >
                  <Icon name="close" size={16} />
                </ActionIcon>
              </Group>
              <Group gap="sm" wrap="nowrap">
                <Progress value={a.member_count ? (100 * (a.done_count ?? 0)) / a.member_count : 0} style={{ flex: 1 }} aria-hidden />
                <Text size="sm">{t('assign.doneCount', { done: a.done_count ?? 0, count: a.member_count ?? 0 })}</Text>
              </Group>
              <Button variant="subtle" size="compact-sm" w="fit-content" onClick={() => setOpen(open === a.id ? null : a.id)} aria-expanded={open === a.id}>
                {t('words.toggle')}
              </Button>
              {open === a.id && <UnknownWordsList group={group} kind={a.kind} id={a.resource_id} />}
            </Stack>
          ))}
        </Stack>
      )}
      {!group.archived_at && (
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack gap="sm">
            <Text fw={700}>{t('assign.new')}</Text>
            <SegmentedControl
              value={kind}
              onChange={(v) => {
                setKind(v as 'article' | 'video');
                setResource(null);
              }}
              data={[
                { value: 'article', label: t('assign.kind.article') },
                { value: 'video', label: t('assign.kind.video') },
              ]}
              w="fit-content"
            />
            <Select
              label={t(kind === 'article' ? 'assign.article' : 'assign.video')}
              withAsterisk
              searchable
              searchValue={q}
              onSearchChange={setQ}
              value={resource}
              onChange={setResource}
              data={(found.data ?? []).map((r) => ({ value: String(r.id), label: r.title || `#${r.id}` }))}
              nothingFoundMessage={found.isFetching ? t('assign.searching') : t('assign.nothing')}
              error={errors.resource}
              filter={({ options }) => options}
            />
            <TextInput
              label={t('assign.due')}
              withAsterisk
              type="date"
              value={due}
              onChange={(e) => setDue(e.currentTarget.value)}
              error={errors.due}
              w={200}
            />
            {failure != null && (
              <Alert color="red" variant="light" role="alert">
                {t('form.submitFailed')} {orgErrorText(t, failure)}
              </Alert>
            )}
            <Button type="submit" loading={create.isPending} w="fit-content">
              {t('assign.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
