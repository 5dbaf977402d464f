import { Anchor, Badge, Button, FileButton, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../../components/ui/error-state';
import { LoadingState } from '../../../../components/ui/loading-state';
import { PageTitle } from '../../../../components/ui/page-title';
import { errorText } from '../../../../lib/error-text';
import { uploadAudio, useReadingMutation } from '../../api/cms';
import { useArticles } from '../../api/list-articles';

/** /cms/articleAudioList: which articles have a recording; upload one per article. */
export function ArticleAudioListPage() {
  const { t } = useTranslation('reading');
  const list = useArticles({ status: 'all', size: 100 });
  const [target, setTarget] = useState<number | null>(null);
  const upload = useReadingMutation((v: { id: number; file: File }) => uploadAudio(v.id, v.file));
  return (
    <>
      <PageTitle title={t('cms.audioList')} description={t('cms.audioHint')} />
      {upload.isError && (
        <Text c="red" role="alert" mb="sm">
          {errorText(upload.error, t)}
        </Text>
      )}
      {list.isLoading ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState error={list.error} />
      ) : (
        <Table.ScrollContainer minWidth={600}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('cms.title')}</Table.Th>
                <Table.Th>{t('cms.recording')}</Table.Th>
                <Table.Th>{t('cms.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data?.items.map((a) => (
                <Table.Tr key={a.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/cms/articleEdit/${a.id}`}>
                      {a.title}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{a.has_audio ? <Badge color="teal">{t('cms.hasAudio')}</Badge> : <Badge color="gray">{t('cms.noAudio')}</Badge>}</Table.Td>
                  <Table.Td>
                    <FileButton
                      accept="audio/*"
                      onChange={(f) => {
                        if (f) {
                          setTarget(a.id);
                          upload.mutate({ id: a.id, file: f });
                        }
                      }}
                    >
                      {(props) => (
                        <Button {...props} size="compact-sm" variant="light" loading={upload.isPending && target === a.id}>
                          {t('cms.uploadAudio')}
                        </Button>
                      )}
                    </FileButton>
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

export const Component = ArticleAudioListPage;
