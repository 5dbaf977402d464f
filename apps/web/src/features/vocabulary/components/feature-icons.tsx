import type { SVGProps } from 'react';

// Icons this feature needs beyond the shared set (24px grid, stroke), decorative unless labelled.
const PATHS = {
  speaker: 'M4 9h4l5-4v14l-5-4H4zM16.5 8.5a5 5 0 010 7M19 6a8.5 8.5 0 010 12',
  search: 'M11 18a7 7 0 100-14 7 7 0 000 14zM20 20l-4-4',
  download: 'M12 4v11M7 10l5 5 5-5M5 20h14',
  trash: 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6',
  arrowLemma: 'M5 12h14M13 6l6 6-6 6',
  flip: 'M4 12a8 8 0 0114-5.3M20 12a8 8 0 01-14 5.3M18 3v4h-4M6 21v-4h4',
} as const;

export type FeatureIconName = keyof typeof PATHS;

export function FeatureIcon({ name, size = 20, ...rest }: Omit<SVGProps<SVGSVGElement>, 'name'> & { name: FeatureIconName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
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
