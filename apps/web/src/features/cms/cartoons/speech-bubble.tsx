import type { CartoonBubble } from '@lingbridge/contracts/cms';
import type { HTMLAttributes, ReactNode } from 'react';
import './cartoons.css';

type Props = Omit<HTMLAttributes<HTMLDivElement>, 'children'> & {
  bubble: Pick<CartoonBubble, 'x' | 'y' | 'tail'>;
  children: ReactNode;
};

/** A speech bubble placed on its panel: centred at (x %, y %), its tail pointing to who speaks. */
export function SpeechBubble({ bubble, children, className, style, ...rest }: Props) {
  return (
    <div
      {...rest}
      className={['lb-bubble', className].filter(Boolean).join(' ')}
      data-tail={bubble.tail}
      style={{ left: `${bubble.x}%`, top: `${bubble.y}%`, ...style }}
    >
      {children}
    </div>
  );
}
