import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = { title: ReactNode; description?: ReactNode; eyebrow?: ReactNode; actions?: ReactNode; id?: string };

/** The one h1 of a page, with an optional line above, a description and actions. */
export function PageTitle({ title, description, eyebrow, actions, id }: Props) {
  return (
    <Group justify="space-between" align="flex-end" gap="md" mb="xl" wrap="wrap">
      <Stack gap={6} maw={760}>
        {eyebrow && (
          <Text size="sm" fw={600} c="teal.8" tt="uppercase" style={{ letterSpacing: '0.06em' }}>
            {eyebrow}
          </Text>
        )}
        <Title order={1} id={id}>
          {title}
        </Title>
        {description && (
          <Text size="lg" c="dimmed">
            {description}
          </Text>
        )}
      </Stack>
      {actions && <Group gap="sm">{actions}</Group>}
    </Group>
  );
}
