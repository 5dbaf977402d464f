import { PLAYER } from '@lingbridge/contracts/constants';
import { useRef, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { clampDivider, dividerFromPointer } from '../../lib/divider';

type Props = { value: number; onChange: (percent: number) => void; rowRef: RefObject<HTMLElement | null> };

/**
 * The draggable divider between video and transcript: the video keeps 40–80 % of the row
 * (default 50). Its hit area is the 10-px grab zone on each side of the video's edge (spec 01 §9).
 */
export function Divider({ value, onChange, rowRef }: Props) {
  const { t } = useTranslation('watch');
  const dragging = useRef(false);
  const move = (clientX: number) => {
    const r = rowRef.current?.getBoundingClientRect();
    if (r) onChange(dividerFromPointer(clientX, r.left, r.width));
  };
  const onKey = (e: KeyboardEvent) => {
    const step = { ArrowLeft: -5, ArrowRight: 5, Home: -100, End: 100 }[e.key];
    if (step === undefined) return;
    e.preventDefault();
    onChange(clampDivider(value + step));
  };
  return (
    <div
      className="lb-watch-divider"
      role="separator"
      aria-orientation="vertical"
      aria-label={t('player.divider')}
      aria-valuemin={PLAYER.dividerMin}
      aria-valuemax={PLAYER.dividerMax}
      aria-valuenow={Math.round(value)}
      tabIndex={0}
      style={{ width: PLAYER.dividerGrabPx * 2 }}
      data-testid="watch-divider"
      onKeyDown={onKey}
      onDoubleClick={() => onChange(PLAYER.dividerDefault)}
      onPointerDown={(e) => {
        dragging.current = true;
        e.currentTarget.setPointerCapture?.(e.pointerId);
      }}
      onPointerMove={(e) => dragging.current && move(e.clientX)}
      onPointerUp={() => (dragging.current = false)}
      onPointerCancel={() => (dragging.current = false)}
    >
      <span className="lb-watch-divider__line" />
    </div>
  );
}
