import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClock, timeFromPointer } from '../../lib/time';

type Props = { time: number; duration: number; onSeek: (seconds: number) => void };

/** The progress bar: click or drag seeks in proportion (spec 01 §4); arrow keys step 5 s. */
export function ProgressBar({ time, duration, onSeek }: Props) {
  const { t } = useTranslation('watch');
  const dragging = useRef(false);
  const at = (e: PointerEvent<HTMLDivElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    onSeek(timeFromPointer(e.clientX, r.left, r.width, duration));
  };
  const onKey = (e: KeyboardEvent) => {
    const step = { ArrowRight: 5, ArrowUp: 5, ArrowLeft: -5, ArrowDown: -5 }[e.key];
    if (step === undefined || !duration) return;
    e.preventDefault();
    onSeek(Math.min(duration, Math.max(0, time + step)));
  };
  const pct = duration > 0 ? Math.min(100, (time / duration) * 100) : 0;
  return (
    <div
      className="lb-watch-progress"
      role="slider"
      tabIndex={0}
      aria-label={t('player.seek')}
      aria-valuemin={0}
      aria-valuemax={Math.round(duration)}
      aria-valuenow={Math.round(time)}
      aria-valuetext={`${formatClock(time)} / ${formatClock(duration)}`}
      data-testid="watch-progress"
      onKeyDown={onKey}
      onPointerDown={(e) => {
        dragging.current = true;
        e.currentTarget.setPointerCapture?.(e.pointerId);
        at(e);
      }}
      onPointerMove={(e) => dragging.current && at(e)}
      onPointerUp={() => (dragging.current = false)}
      onPointerCancel={() => (dragging.current = false)}
    >
      <div className="lb-watch-progress__fill" style={{ width: `${pct}%` }} />
      <div className="lb-watch-progress__thumb" style={{ left: `${pct}%` }} />
    </div>
  );
}
