import { Group, Text } from '@mantine/core';

/** The Lingbridge mark and word. The word is the accessible name of a link that wraps it. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <Group gap={10} wrap="nowrap">
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden focusable="false">
        <rect width="32" height="32" rx="8" fill="#0f766e" />
        <path d="M8 22c4-9 12-9 16 0" stroke="#fff" strokeWidth="3" fill="none" strokeLinecap="round" />
        <circle cx="16" cy="11" r="3" fill="#fff" />
      </svg>
      <Text component="span" fw={800} fz={size * 0.65} c="teal.9" style={{ letterSpacing: '-0.01em' }}>
        Lingbridge
      </Text>
    </Group>
  );
}
