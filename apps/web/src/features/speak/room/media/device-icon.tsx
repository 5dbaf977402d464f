import { Icon } from '../../../../components/ui/icons';

/** The microphone or camera icon, struck through when off (drawn here: the room's chunk, not the app's). */
export function DeviceIcon({ kind, on, size = 20, label }: { kind: 'mic' | 'video'; on: boolean; size?: number; label?: string }) {
  if (on) return <Icon name={kind} size={size} label={label} />;
  return (
    <span style={{ position: 'relative', display: 'inline-flex' }} role={label ? 'img' : undefined} aria-label={label}>
      <Icon name={kind} size={size} />
      <svg width={size} height={size} viewBox="0 0 24 24" style={{ position: 'absolute', inset: 0 }} aria-hidden>
        <path d="M3 3l18 18" stroke="currentColor" strokeWidth={2} strokeLinecap="round" />
      </svg>
    </span>
  );
}
