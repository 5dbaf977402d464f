import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useModal } from '../../../components/ui/modal/use-modal';
import { leaveOrganization } from '../api/join';
import { useGroups } from '../api/list-groups';
import { useQueryClient } from '@tanstack/react-query';

/** The classes a learner is in, with their teachers, and a way to leave the organisation. */
export function MyClasses() {
  const { t } = useTranslation('organizations');
  const groups = useGroups(false);
  const modal = useModal();
  const qc = useQueryClient();
  const mine = (groups.data?.groups ?? []).filter((g) => !g.can_run);
  if (!mine.length) return null;
  const leave = (orgId: number, name: string) =>
    void modal.open('confirm', {
      title: t('leave.title', { name }),
      body: t('leave.body'),
      onConfirm: async () => {
        await leaveOrganization(orgId);
        await qc.invalidateQueries({ queryKey: ['organizations'] });
      },
    });
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="my-classes">
      <Title order={2} size="h3" id="my-classes" mb="sm">
        {t('leave.myClasses')}
      </Title>
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {mine.map((g) => (
          <Group key={g.id} component="li" justify="space-between" wrap="wrap" gap="sm">
            <Stack gap={0}>
              <Text fw={600}>{g.name}</Text>
              <Text size="xs" c="dimmed">
                {t('group.teachers')}: {g.users.map((u) => u.user.nick_name).join(', ') || t('group.noTeacher')}
              </Text>
            </Stack>
            <Button size="xs" variant="subtle" color="red" onClick={() => leave(g.org_id, g.name)}>
              {t('leave.button')}
            </Button>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
