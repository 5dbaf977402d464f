import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

/** A message about the whole form, read out by screen readers when it appears. */
export function FormAlert({ color = 'red', title, children }: { color?: string; title?: string; children: ReactNode }) {
  return (
    <Alert color={color} variant="light" title={title} role={color === 'red' ? 'alert' : 'status'} radius="md">
      {children}
    </Alert>
  );
}
