import type { CartoonBubble } from '@lingbridge/contracts/cms';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SpeechBubble } from './speech-bubble';

type Bubble = Pick<CartoonBubble, 'x' | 'y' | 'tail' | 'text'>;

const clamp = (v: number) => Math.round(Math.min(100, Math.max(0, v)) * 10) / 10;
const STEP: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

type Props = {
  imageUrl: string;
  bubbles: Bubble[];
  lang?: string;
  selected: number | null;
  onSelect: (i: number) => void;
  onMove: (i: number, x: number, y: number) => void;
  label: string;
};

/**
 * A panel in the editor: each bubble is dragged to its place (pointer or touch), or moved with the
 * arrow keys once focused (Shift: 5 % at a time). The position is kept in % of the panel.
 */
export function PanelStage({ imageUrl, bubbles, lang, selected, onSelect, onMove, label }: Props) {
  const { t } = useTranslation('cms');
  const ref = useRef<HTMLDivElement>(null);
  const [drag, setDrag] = useState<{ i: number; x: number; y: number; dx: number; dy: number } | null>(null);

  const at = (e: PointerEvent) => {
    const r = ref.current!.getBoundingClientRect();
    return { x: ((e.clientX - r.left) / (r.width || 1)) * 100, y: ((e.clientY - r.top) / (r.height || 1)) * 100 };
  };
  const down = (i: number, e: PointerEvent<HTMLDivElement>) => {
    e.currentTarget.setPointerCapture?.(e.pointerId);
    onSelect(i);
    const p = at(e);
    setDrag({ i, x: bubbles[i].x, y: bubbles[i].y, dx: p.x - bubbles[i].x, dy: p.y - bubbles[i].y });
  };
  const move = (e: PointerEvent) => {
    if (!drag) return;
    const p = at(e);
    setDrag({ ...drag, x: clamp(p.x - drag.dx), y: clamp(p.y - drag.dy) });
  };
  const up = () => {
    if (!drag) return;
    if (drag.x !== bubbles[drag.i].x || drag.y !== bubbles[drag.i].y) onMove(drag.i, drag.x, drag.y);
    setDrag(null);
  };
  const key = (i: number, e: KeyboardEvent) => {
    const step = STEP[e.key];
    if (!step) return;
    e.preventDefault();
    const n = e.shiftKey ? 5 : 1;
    onMove(i, clamp(bubbles[i].x + step[0] * n), clamp(bubbles[i].y + step[1] * n));
  };

  return (
    <div className="lb-panel" ref={ref} role="group" aria-label={label}>
      <img src={imageUrl} alt="" draggable={false} />
      {bubbles.map((b, i) => {
        const pos = drag?.i === i ? { ...b, x: drag.x, y: drag.y } : b;
        return (
          <SpeechBubble
            key={i}
            bubble={pos}
            tabIndex={0}
            role="button"
            aria-label={t('cartoons.bubbleHandle', { n: i + 1, x: Math.round(pos.x), y: Math.round(pos.y) })}
            aria-pressed={selected === i}
            data-testid={`stage-bubble-${i}`}
            className={['lb-bubble--editable', selected === i && 'lb-bubble--selected', drag?.i === i && 'lb-bubble--dragging'].filter(Boolean).join(' ')}
            onPointerDown={(e) => down(i, e)}
            onPointerMove={move}
            onPointerUp={up}
            onPointerCancel={() => setDrag(null)}
            onKeyDown={(e) => key(i, e)}
            onFocus={() => onSelect(i)}
          >
            {b.text ? <span lang={lang}>{b.text}</span> : <span className="lb-bubble-empty">{t('cartoons.emptyBubble')}</span>}
          </SpeechBubble>
        );
      })}
    </div>
  );
}
