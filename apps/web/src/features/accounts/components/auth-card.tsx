import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { accessibleErrorColor } from '../lib/accessible-colors';

/** The frame of every authentication page: a calm card with the page's heading. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={460} mx="auto" my="xl" style={accessibleErrorColor}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {title}
          </Title>
          {subtitle && (
            <Text c="dimmed" size="sm">
              {subtitle}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
