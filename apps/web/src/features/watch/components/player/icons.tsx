import type { SVGProps } from 'react';

// Player glyphs the shared icon set does not have (24px grid, stroke like the shared icons).
const PATHS = {
  pause: 'M8 5v14M16 5v14',
  volume: 'M4 9h4l5-4v14l-5-4H4zM16 9a4 4 0 010 6M18.5 6.5a8 8 0 010 11',
  muted: 'M4 9h4l5-4v14l-5-4H4zM17 9l5 6M22 9l-5 6',
  subtitles: 'M3 6h18v12H3zM7 14h4M13 14h4M7 10h10',
  theater: 'M2 7h20v10H2z',
  download: 'M12 4v11M7 10l5 5 5-5M5 20h14',
  upload: 'M12 20V9M7 14l5-5 5 5M5 4h14',
  columns: 'M3 5h8v14H3zM13 5h8v14h-8z',
  bookmark: 'M6 3h12v18l-6-4-6 4z',
  retry: 'M4 4v6h6M20 20v-6h-6M5 15a7 7 0 0012 3M19 9A7 7 0 007 6',
  trash: 'M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3',
} as const;

export type PlayerIconName = keyof typeof PATHS;

export function PlayerIcon({
  name,
  size = 20,
  filled,
  ...rest
}: Omit<SVGProps<SVGSVGElement>, 'name'> & { name: PlayerIconName; size?: number; filled?: boolean }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable="false"
      {...rest}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
