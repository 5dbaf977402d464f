import { Stack, Text, Title } from '@mantine/core';
import { useId, type CSSProperties, type ReactNode } from 'react';

type Props = {
  title?: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Heading level of the section title (2 by default). */
  order?: 2 | 3;
  tinted?: boolean;
  id?: string;
  style?: CSSProperties;
};

/** A page section: generous spacing, an optional heading that labels it for assistive technology. */
export function Section({ title, description, children, order = 2, tinted, id, style }: Props) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      style={{ paddingBlock: 'clamp(40px, 6vw, 72px)', background: tinted ? 'var(--lb-surface)' : undefined, ...style }}
    >
      <div className="lb-container">
        {(title || description) && (
          <Stack gap={8} mb="xl" maw={720}>
            {title && (
              <Title order={order} id={headingId}>
                {title}
              </Title>
            )}
            {description && (
              <Text size="lg" c="dimmed">
                {description}
              </Text>
            )}
          </Stack>
        )}
        {children}
      </div>
    </section>
  );
}
