import { toneClass, toneSyllables } from '../lib/pinyin';
import '../vocabulary.css';

type Props = { reading: string | null | undefined; tones?: number[] | null; className?: string };

/** A reading such as `tú shū guǎn` with each syllable in its tone colour (1 red, 2 orange, 3 green, 4 blue, 5 grey). */
export function PinyinText({ reading, tones, className }: Props) {
  const syllables = toneSyllables(reading, tones);
  if (!syllables.length) return null;
  return (
    <span lang="zh-Latn-pinyin" className={className ?? 'lb-pinyin'}>
      {syllables.map((s, i) => (
        <span key={i} className={toneClass(s.tone)} data-tone={s.tone || undefined}>
          {i > 0 ? ' ' : ''}
          {s.text}
        </span>
      ))}
    </span>
  );
}
