import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { PageFrame } from '../../../components/ui/page-frame';
import { PageTitle } from '../../../components/ui/page-title';
import { SignInPrompt } from '../../../components/ui/sign-in-prompt';
import { useCurrentUser } from '../../../app/session/use-current-user';
import { errorText } from '../../../lib/error-text';
import { formatUsd } from '../../../lib/format';
import { useBuyMaterial, useDownloadMaterial, useMaterial } from '../api/materials';
import { toast } from '../components/toast';
import { MaterialBadges } from '../components/material-badges';
import type { Material } from '@lingbridge/contracts/materials';

/** 1.2 MB, or 35 KB below a megabyte. */
const sizeText = (bytes: number, t: TFunction<'materials'>) =>
  bytes >= 1048576 ? t('size', { size: (bytes / 1048576).toFixed(1) }) : t('sizeKb', { size: Math.max(1, Math.round(bytes / 1024)) });

function Actions({ m }: { m: Material }) {
  const { t, i18n } = useTranslation('materials');
  const { user, isLoggedIn } = useCurrentUser();
  const download = useDownloadMaterial(m);
  const buy = useBuyMaterial(m.id);
  const fail = (err: unknown) => toast('red', errorText(err, t));
  if (!isLoggedIn) return <SignInPrompt order={2} description={t('signInToDownload')} />;
  return (
    <Stack gap="sm" align="flex-start">
      {m.abilities.purchased && <Text c="teal.8">{t('purchased')}</Text>}
      <Group gap="sm">
        {m.abilities.download && (
          <Button
            loading={download.isPending}
            onClick={() => download.mutate(undefined, { onSuccess: (name) => toast('teal', t('downloaded', { name })), onError: fail })}
          >
            {t('download')}
          </Button>
        )}
        {m.abilities.buy && (
          <Button loading={buy.isPending} disabled={user?.is_verified === false} onClick={() => buy.mutate(undefined, { onError: fail })}>
            {t('buy', { price: formatUsd(m.price_cents, i18n.language) })}
          </Button>
        )}
        {m.abilities.edit && (
          <Button component={Link} variant="default" to={m.abilities.review ? `/cms/materialEdit/${m.id}` : '/teacher/materials'}>
            {t('teacher.edit')}
          </Button>
        )}
      </Group>
      {m.abilities.buy && user?.is_verified === false && <Text size="sm">{t('verifyToBuy')}</Text>}
    </Stack>
  );
}

/** /materials/{id}: a material's details; download when entitled, buy through billing when not. */
export function MaterialPage() {
  const { t } = useTranslation('materials');
  const id = Number(useParams().id);
  const q = useMaterial(id);
  return (
    <PageFrame narrow>
      <Anchor component={Link} to="/materials" size="sm">
        ← {t('back')}
      </Anchor>
      {q.isError ? (
        <ErrorState error={q.error} />
      ) : !q.data ? (
        <LoadingState />
      ) : (
        <>
          <PageTitle title={q.data.title} description={q.data.teacher.name ? t('by', { name: q.data.teacher.name }) : undefined} />
          <Stack gap="md">
            <MaterialBadges m={q.data} withStatus={q.data.status !== 'approved'} />
            {q.data.description && <Text style={{ whiteSpace: 'pre-wrap' }}>{q.data.description}</Text>}
            <Text size="sm" c="dimmed">
              {q.data.file_name} · {sizeText(q.data.file_size, t)}
            </Text>
            {q.data.review_message && (
              <Alert variant="light" title={t('reviewMessage')}>
                {q.data.review_message}
              </Alert>
            )}
            <Actions m={q.data} />
          </Stack>
        </>
      )}
    </PageFrame>
  );
}

export const Component = MaterialPage;
