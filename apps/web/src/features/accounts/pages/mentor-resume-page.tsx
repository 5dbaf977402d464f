import { Anchor, Badge, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useMemberProfile } from '../api/get-member-profile';
import { ResumeDetails } from '../components/mentors/resume-details';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { ProfileActions } from '../../../components/ui/profile-actions';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { apiErrorText } from '../lib/error-text';
import { useItemTitle } from '../../../lib/use-item-title';

/** /mentors/resume/:id: a mentor's teaching profile (GET /user/for_member/:id, public for mentors). */
export function Component() {
  const { t } = useTranslation('accounts');
  const id = Number(useParams().id);
  const profile = useMemberProfile(id);
  const p = profile.data;
  useItemTitle(p?.nick_name);

  const back = (
    <Anchor component={Link} to="/mentors" size="sm">
      ← {t('mentors.back')}
    </Anchor>
  );
  if (profile.isLoading) return <LoadingState />;
  if (!p)
    return (
      <Container size="sm" py="xl">
        <Stack gap="md">
          {back}
          <div role="alert">
            <EmptyState
              icon="alert"
              order={1}
              title={t('mentors.resumeTitle')}
              description={Number.isInteger(id) && id > 0 ? apiErrorText(t, profile.error) : t('errors.noUser')}
            />
          </div>
        </Stack>
      </Container>
    );

  const place = [p.city_town, p.country_region].filter(Boolean).join(', ');
  return (
    <Container size="md" py="xl" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        {back}
        <Card withBorder radius="lg" padding="xl">
          <Group gap="lg" wrap="wrap" align="center">
            <UserAvatar user={p} size={96} decorative />
            <Stack gap={6} style={{ flex: '1 1 220px' }}>
              <Title order={1} size="h2">
                {p.nick_name}
              </Title>
              {place && <Text c="dimmed">{place}</Text>}
              <Group gap={6}>
                <Badge variant="light">{t(`roles.${p.user_role}`)}</Badge>
                {p.teaching_language && <Badge variant="light">{t('mentors.teaches', { language: t(`languages.${p.teaching_language}`) })}</Badge>}
                {p.year_of_teaching_experience != null && (
                  <Badge variant="light" color="gray">
                    {t('mentors.years', { count: p.year_of_teaching_experience })}
                  </Badge>
                )}
                {p.verify_status === 'success' && (
                  <Badge variant="filled" color="teal">
                    {t('mentors.verified')}
                  </Badge>
                )}
              </Group>
              <Group>
                <ProfileActions person={p} />
              </Group>
            </Stack>
          </Group>
          {p.about && (
            <Text mt="lg" style={{ whiteSpace: 'pre-line' }}>
              {p.about}
            </Text>
          )}
        </Card>
        {p.autobiography && (
          <Card withBorder radius="lg" padding="lg" component="section">
            <Title order={2} size="h4" mb="sm">
              {t('teaching.autobiography')}
            </Title>
            <Text style={{ whiteSpace: 'pre-line' }}>{p.autobiography}</Text>
          </Card>
        )}
        <ResumeDetails profile={p} />
      </Stack>
    </Container>
  );
}
