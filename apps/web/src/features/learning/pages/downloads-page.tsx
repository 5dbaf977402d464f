import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageTitle } from '../../../components/ui/page-title';
import { downloadApiFile, forgetDownload, myDownloads, type DownloadRecord } from '../../../lib/download';
import { ErrorText } from '../components/error-text';

/** Where a download came from: the article or the video, to open it again. */
function sourceOf(d: DownloadRecord): { to: string; kind: 'article' | 'captions' | 'file' } {
  const article = /^\/article\/(\d+)\/download/.exec(d.path);
  if (article) return { to: `/article/${article[1]}`, kind: 'article' };
  const video = /^\/video\/(\d+)\/captions/.exec(d.path);
  if (video) return { to: `/videoplayer?v=${video[1]}`, kind: 'captions' };
  return { to: '', kind: 'file' };
}

/**
 * /user/download: my PDF, Word and caption downloads in this browser, to fetch again (decision
 * 0099). The file is made afresh from the article or video as it is now.
 */
export function Component() {
  const { t, i18n } = useTranslation('learning');
  const [items, setItems] = useState(myDownloads);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const fmt = new Intl.DateTimeFormat(i18n.language === 'zh' ? 'zh-CN' : i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const again = (d: DownloadRecord) => {
    setBusy(d.path);
    setError(null);
    downloadApiFile(d.path, d.name)
      .then(() => setItems(myDownloads()))
      .catch(setError)
      .finally(() => setBusy(null));
  };

  return (
    <>
      <PageTitle title={t('downloads.title')} description={t('downloads.lead')} />
      {error ? <ErrorText error={error} /> : null}
      {!items.length ? (
        <EmptyState
          icon="file"
          title={t('downloads.empty')}
          description={t('downloads.emptyBody')}
          actions={
            <Button component={Link} to="/read">
              {t('empty.read')}
            </Button>
          }
        />
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('downloads.title')}>
          {items.map((d) => {
            const src = sourceOf(d);
            return (
              <Paper component="li" key={d.path} withBorder radius="md" p="md" data-testid="download">
                <Group justify="space-between" wrap="wrap" gap="sm">
                  <Stack gap={2} style={{ minWidth: 0, flex: '1 1 220px' }}>
                    <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                      {d.name}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {t(`downloads.kind.${src.kind}`)} · {fmt.format(new Date(d.at))}
                    </Text>
                  </Stack>
                  <Group gap="xs">
                    <Button size="sm" loading={busy === d.path} onClick={() => again(d)}>
                      {t('downloads.again')}
                    </Button>
                    {src.to && (
                      <Button size="sm" variant="default" component={Link} to={src.to}>
                        {t('downloads.open')}
                      </Button>
                    )}
                    <Button
                      size="sm"
                      variant="subtle"
                      color="gray"
                      onClick={() => {
                        forgetDownload(d.path);
                        setItems(myDownloads());
                      }}
                    >
                      {t('downloads.forget')}
                    </Button>
                  </Group>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
    </>
  );
}
