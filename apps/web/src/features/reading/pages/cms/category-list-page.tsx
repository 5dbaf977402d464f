import { Alert, Button, Group, Table, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../../components/ui/error-state';
import { LoadingState } from '../../../../components/ui/loading-state';
import { PageTitle } from '../../../../components/ui/page-title';
import { errorText } from '../../../../lib/error-text';
import { createCategory, deleteCategory, renameCategory, useReadingMutation } from '../../api/cms';
import { useCategories } from '../../api/list-categories';
import { useLabels } from '../../lib/use-labels';

/** /cms/categoryList: add, rename and delete categories (a category with articles cannot be deleted). */
export function CategoryListPage() {
  const { t } = useTranslation('reading');
  const labels = useLabels();
  const list = useCategories();
  const [name, setName] = useState('');
  const [editing, setEditing] = useState<{ id: number; name: string } | null>(null);
  const add = useReadingMutation(createCategory);
  const rename = useReadingMutation((v: { id: number; name: string }) => renameCategory(v.id, v.name));
  const remove = useReadingMutation(deleteCategory);
  const err = add.error ?? rename.error ?? remove.error;
  return (
    <>
      <PageTitle title={t('cms.categories')} />
      <Group
        component="form"
        align="flex-end"
        mb="md"
        onSubmit={(e) => {
          e.preventDefault();
          if (name.trim()) add.mutate(name.trim(), { onSuccess: () => setName('') });
        }}
      >
        <TextInput label={t('cms.newCategory')} value={name} onChange={(e) => setName(e.currentTarget.value)} />
        <Button type="submit" loading={add.isPending}>
          {t('cms.add')}
        </Button>
      </Group>
      {err && (
        <Alert color="red" mb="md">
          {errorText(err, t)}
        </Alert>
      )}
      {list.isLoading ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState error={list.error} />
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('cms.name')}</Table.Th>
                <Table.Th>{t('cms.articleCount')}</Table.Th>
                <Table.Th>{t('cms.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data?.map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td>
                    {editing?.id === c.id ? (
                      <TextInput
                        size="xs"
                        aria-label={t('cms.name')}
                        value={editing.name}
                        onChange={(e) => setEditing({ id: c.id, name: e.currentTarget.value })}
                      />
                    ) : (
                      <>
                        {c.name}
                        {labels.category(c.name) !== c.name ? ` · ${labels.category(c.name)}` : ''}
                      </>
                    )}
                  </Table.Td>
                  <Table.Td>{c.article_count}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      {editing?.id === c.id ? (
                        <Button size="compact-sm" onClick={() => rename.mutate(editing, { onSuccess: () => setEditing(null) })}>
                          {t('cms.save')}
                        </Button>
                      ) : (
                        <Button size="compact-sm" variant="light" onClick={() => setEditing({ id: c.id, name: c.name })}>
                          {t('cms.rename')}
                        </Button>
                      )}
                      <Button size="compact-sm" variant="subtle" color="red" onClick={() => remove.mutate(c.id)}>
                        {t('cms.delete')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </>
  );
}

export const Component = CategoryListPage;
