import { SPEAK_LIMITS } from '@lingbridge/contracts/speak';
import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';

/** The role names of a role play (up to SPEAK_LIMITS.maxRoleNames): add, rename, remove. */
export function RoleNamesEditor({ names, onChange, error }: { names: string[]; onChange: (names: string[]) => void; error?: string | null }) {
  const { t } = useTranslation('speak');
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {t('fields.role_names')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('form.roleNamesHint')}
      </Text>
      {names.map((name, i) => (
        <Group key={i} gap="xs" wrap="nowrap">
          <TextInput
            aria-label={t('form.roleName', { n: i + 1 })}
            placeholder={t('form.roleName', { n: i + 1 })}
            maxLength={60}
            value={name}
            style={{ flex: 1 }}
            onChange={(e) => {
              const value = e.currentTarget.value;
              onChange(names.map((n, j) => (j === i ? value : n)));
            }}
          />
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={`${t('actions.remove')}: ${t('form.roleName', { n: i + 1 })}`}
            onClick={() => onChange(names.filter((_, j) => j !== i))}
          >
            <Icon name="close" size={16} />
          </ActionIcon>
        </Group>
      ))}
      {names.length < SPEAK_LIMITS.maxRoleNames && (
        <Button variant="subtle" size="xs" w="fit-content" onClick={() => onChange([...names, ''])}>
          {t('form.addRole')}
        </Button>
      )}
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
