import type { Group as OrgGroup } from '@lingbridge/contracts/organizations';
import { ActionIcon, Badge, Button, Card, Group, Menu, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';

type Props = {
  group: OrgGroup;
  orgName?: string;
  onKick?: (userId: number, name: string) => void;
  actions?: ReactNode;
  children?: ReactNode;
};

/** A group: its class code (for those who run it), teachers and learners, and what can be done. */
export function GroupCard({ group, orgName, onKick, actions, children }: Props) {
  const { t } = useTranslation('organizations');
  const teachers = group.users.filter((u) => u.role === 'GroupAdmin');
  const learners = group.users.filter((u) => u.role === 'Member');
  return (
    <Card withBorder radius="lg" padding="lg" component="article" id={`group-${group.id}`} aria-labelledby={`group-title-${group.id}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={2}>
            <Title order={2} size="h3" id={`group-title-${group.id}`}>
              {group.name}
            </Title>
            {orgName && (
              <Text size="sm" c="dimmed">
                {orgName}
              </Text>
            )}
          </Stack>
          {group.archived_at ? <Badge color="gray">{t('group.archived')}</Badge> : null}
        </Group>
        {group.can_run && group.join_code && !group.archived_at && (
          <Group gap="sm" align="center">
            <Text size="sm">{t('group.code')}</Text>
            <Text className="lb-code" aria-label={t('group.codeAria', { code: group.join_code.split('').join(' ') })}>
              {group.join_code}
            </Text>
          </Group>
        )}
        <Text size="sm">
          <b>{t('group.teachers')}:</b> {teachers.length ? teachers.map((u) => u.user.nick_name).join(', ') : t('group.noTeacher')}
        </Text>
        {group.can_run && (
          <Stack gap={4}>
            <Text size="sm" fw={700}>
              {t('group.learners', { count: learners.length })}
            </Text>
            {learners.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('group.noLearners')}
              </Text>
            ) : (
              <Group gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {learners.map((u) => (
                  <Badge
                    key={u.user_id}
                    component="li"
                    variant="light"
                    size="lg"
                    tt="none"
                    rightSection={
                      onKick && !group.archived_at ? (
                        <ActionIcon
                          size="xs"
                          variant="transparent"
                          color="red"
                          aria-label={t('actions.removeNamed', { name: u.user.nick_name })}
                          onClick={() => onKick(u.user_id, u.user.nick_name)}
                        >
                          <Icon name="close" size={12} />
                        </ActionIcon>
                      ) : undefined
                    }
                  >
                    {u.user.nick_name}
                    {u.user.user_name ? ` (${u.user.user_name})` : ''}
                  </Badge>
                ))}
              </Group>
            )}
          </Stack>
        )}
        {children}
        {actions && (
          <Group gap="xs" mt="xs" wrap="wrap">
            {actions}
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** The "more" menu of a group card. */
export function MoreMenu({ children, label }: { children: ReactNode; label: string }) {
  return (
    // In the card's landmark (axe: region); 'fixed', as the card clips what overflows it.
    <Menu position="bottom-end" withinPortal={false} floatingStrategy="fixed">
      <Menu.Target>
        <Button size="xs" variant="subtle" rightSection={<Icon name="chevronDown" size={14} />}>
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}
