import { LangText } from '../../components/ui/lang-text';

/** One syllable group: characters, their pinyin, and the tone that colours them (1–4, 5 neutral). */
export type Syllable = { hanzi: string; pinyin: string; tone: 1 | 2 | 3 | 4 | 5 };

/** Chinese with pinyin above each word, coloured by tone, as the reader will show it. */
export function ToneSample({ words }: { words: Syllable[][] }) {
  return (
    <LangText lang="zh" className="lb-ruby">
      {words.map((word, i) => (
        <span key={i} className="lb-ruby__word">
          <span className="lb-ruby__pinyin" aria-hidden>
            {word.map((s, j) => (
              <span key={j} className={`lb-tone-${s.tone}`}>
                {s.pinyin}
              </span>
            ))}
          </span>
          <span className="lb-ruby__hanzi">{word.map((s) => s.hanzi).join('')}</span>
        </span>
      ))}
    </LangText>
  );
}
