import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import './empty-state.css';
import { Icon, type IconName } from './icons';

type Props = {
  title: ReactNode;
  description?: ReactNode;
  icon?: IconName;
  actions?: ReactNode;
  /** Heading level of the title; 2 inside a page, 3 inside a section. */
  order?: 1 | 2 | 3 | 4;
  compact?: boolean;
};

/** Nothing to show yet: says why and what to do next. */
export function EmptyState({ title, description, icon = 'sparkle', actions, order = 2, compact }: Props) {
  return (
    <Stack
      align="center"
      gap="sm"
      py={compact ? 'md' : 48}
      px="md"
      ta="center"
      style={{ border: compact ? undefined : '1px dashed var(--lb-border)', borderRadius: 16 }}
    >
      <span className="lb-empty-state__icon" data-compact={compact || undefined} aria-hidden>
        <Icon name={icon} size={compact ? 20 : 28} />
      </span>
      <Title order={order} size={compact ? 'h4' : 'h3'}>
        {title}
      </Title>
      {description && (
        <Text c="dimmed" maw={520}>
          {description}
        </Text>
      )}
      {actions && (
        <Group justify="center" gap="sm" mt="xs">
          {actions}
        </Group>
      )}
    </Stack>
  );
}
