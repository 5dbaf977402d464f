import { Alert, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { useSession } from '../../accounts/public/session';
import { useAcceptInvitation, useInvitation } from '../api/join';
import { orgErrorText } from '../lib/error-text';

/** /organization/invitation/:token: the link of an invitation e-mail: sign up or sign in, then join. */
export function Component() {
  const { t } = useTranslation('organizations');
  const token = useParams().token ?? '';
  const { pathname } = useLocation();
  const me = useSession();
  const view = useInvitation(token);
  const accept = useAcceptInvitation();

  let body;
  if (view.isPending || me.isLoading) body = <LoadingState />;
  // Accepted: asked again, the invitation is no longer valid, so this comes before that check.
  else if (accept.isSuccess)
    body = (
      <Stack gap="md" align="center" ta="center">
        <Title order={1} size="h2">
          {t('invite.joined', { name: accept.data.organization })}
        </Title>
        <Group justify="center">
          <Button component={Link} to="/user/center">
            {t('invite.toCenter')}
          </Button>
          {view.data?.role === 'OrgAdmin' && (
            <Button component={Link} to="/teacher/organization/list" variant="default">
              {t('org.title')}
            </Button>
          )}
        </Group>
      </Stack>
    );
  else if (view.isError || !view.data.valid)
    body = (
      <ErrorState
        order={1}
        title={t('invite.invalidTitle')}
        error={view.isError ? view.error : undefined}
        actions={
          <Button component={Link} to="/" variant="default">
            {t('actions.home')}
          </Button>
        }
      />
    );
  else {
    const v = view.data;
    const signedIn = !!me.user;
    const wrongAccount = signedIn && me.user!.email.toLowerCase() !== v.email;
    body = (
      <Stack gap="md" align="center" ta="center">
        <Title order={1} size="h2">
          {t('invite.title', { name: v.organization })}
        </Title>
        <Text c="dimmed">{t(v.role === 'OrgAdmin' ? 'invite.asAdmin' : 'invite.asMember', { email: v.email })}</Text>
        {!signedIn ? (
          <>
            <Text>{t('invite.signInFirst')}</Text>
            <Group justify="center">
              <Button component={Link} to={`/admin/login?redirect=${encodeURIComponent(pathname)}`}>
                {t('invite.signIn')}
              </Button>
              <Button component={Link} to={`/admin/register?redirect=${encodeURIComponent(pathname)}`} variant="light">
                {t('invite.signUp')}
              </Button>
            </Group>
          </>
        ) : wrongAccount ? (
          <Alert color="orange" variant="light">
            {t('invite.otherAccount', { email: v.email })}
          </Alert>
        ) : (
          <Button size="md" loading={accept.isPending} onClick={() => accept.mutate(token)}>
            {t('invite.accept')}
          </Button>
        )}
        {accept.isError && (
          <Alert color="red" variant="light" role="alert">
            {orgErrorText(t, accept.error)}
          </Alert>
        )}
      </Stack>
    );
  }
  return (
    <Container size="sm" py="xl">
      <Paper withBorder radius="lg" p="xl">
        {body}
      </Paper>
    </Container>
  );
}
