import { Card, List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled block of a resume; renders nothing when it has no entries. */
export function ResumeSection({ title, items }: { title: string; items: ReactNode[] }) {
  if (items.length === 0) return null;
  return (
    <Card withBorder radius="lg" padding="lg" component="section">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        <List spacing="sm" listStyleType="none" styles={{ root: { paddingInlineStart: 0 } }}>
          {items.map((item, i) => (
            <List.Item key={i}>{item}</List.Item>
          ))}
        </List>
      </Stack>
    </Card>
  );
}

/** A main line and a quieter detail line. */
export function ResumeLine({ main, detail }: { main: ReactNode; detail?: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text fw={600}>{main}</Text>
      {detail && (
        <Text size="sm" c="dimmed">
          {detail}
        </Text>
      )}
    </Stack>
  );
}
