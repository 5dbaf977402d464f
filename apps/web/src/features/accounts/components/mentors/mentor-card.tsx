import type { PublicUser } from '@lingbridge/contracts/accounts';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserAvatar } from '../../../../components/ui/user-avatar';

/** One mentor in the list: photo, name, what and where they teach, and a link to the resume. */
export function MentorCard({ mentor }: { mentor: PublicUser }) {
  const { t } = useTranslation('accounts');
  const place = [mentor.city_town, mentor.country_region].filter(Boolean).join(', ');
  return (
    <Card withBorder radius="lg" padding="lg" component="article" aria-labelledby={`mentor-${mentor.id}`} h="100%">
      <Stack gap="sm" h="100%">
        <Group wrap="nowrap" gap="md">
          <UserAvatar user={mentor} size={64} decorative />
          <Stack gap={2} miw={0}>
            <Text fw={700} size="lg" id={`mentor-${mentor.id}`} truncate>
              {mentor.nick_name}
            </Text>
            {place && (
              <Text size="sm" c="dimmed" truncate>
                {place}
              </Text>
            )}
          </Stack>
        </Group>
        <Group gap={6}>
          {mentor.teaching_language && <Badge variant="light">{t('mentors.teaches', { language: t(`languages.${mentor.teaching_language}`) })}</Badge>}
          {mentor.year_of_teaching_experience != null && (
            <Badge variant="light" color="gray">
              {t('mentors.years', { count: mentor.year_of_teaching_experience })}
            </Badge>
          )}
          {mentor.verify_status === 'success' && (
            <Badge variant="filled" color="teal">
              {t('mentors.verified')}
            </Badge>
          )}
        </Group>
        {mentor.about && (
          <Text size="sm" lineClamp={3}>
            {mentor.about}
          </Text>
        )}
        <Button component={Link} to={`/mentors/resume/${mentor.id}`} variant="light" mt="auto" aria-label={`${t('mentors.viewResume')}: ${mentor.nick_name}`}>
          {t('mentors.viewResume')}
        </Button>
      </Stack>
    </Card>
  );
}
