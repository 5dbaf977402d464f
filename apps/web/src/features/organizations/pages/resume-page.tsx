import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { PageTitle } from '../../../components/ui/page-title';
import { useSession } from '../../accounts/public/session';
import { ResumeDetails, useMemberProfile } from '../../accounts/public/teaching';

/** /teacher/resume: the résumé as /mentors/resume/{id} shows it, with the way to edit it. */
export function Component() {
  const { t } = useTranslation('organizations');
  const me = useSession();
  const id = me.user?.id ?? 0;
  const profile = useMemberProfile(id);
  let body;
  if (me.isLoading || (id && profile.isPending)) body = <LoadingState />;
  else if (!profile.data) body = <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />;
  else
    body = (
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="md">
          <Title order={2} size="h3">
            {profile.data.nick_name}
          </Title>
          {profile.data.about && <Text>{profile.data.about}</Text>}
          <ResumeDetails profile={profile.data} />
        </Stack>
      </Card>
    );
  return (
    <Stack gap="lg">
      <PageTitle
        title={t('resume.title')}
        description={t('resume.lead')}
        actions={
          <>
            <Button component={Link} to="/teacher/profile" variant="default">
              {t('resume.edit')}
            </Button>
            {id > 0 && me.user?.user_role === 'Mentor' && (
              <Button component={Link} to={`/mentors/resume/${id}`} variant="subtle">
                {t('resume.public')}
              </Button>
            )}
          </>
        }
      />
      {body}
    </Stack>
  );
}
