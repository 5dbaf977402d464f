import type { CSSProperties } from 'react';

/**
 * Mantine's error red (#fa5252) reaches only 3.3:1 on white; field errors are small text and need
 * 4.5:1 (WCAG AA). Pages of this feature set a darker red for their subtree. (The theme in app/
 * could set `--mantine-color-error` once for every page.)
 */
export const accessibleErrorColor = { '--mantine-color-error': 'var(--mantine-color-red-8)' } as CSSProperties;
