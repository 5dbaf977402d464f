import type { CartoonBubble } from '@lingbridge/contracts/cms';
import type { LearningLanguage } from '@lingbridge/contracts/common';
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLearnerWordMarks } from '../../learning/public/word-marks';
import { AnnotatedText, useAnnotation } from '../../vocabulary/public/for-reading';
import { bubbleLang } from './panels-editor';
import { SpeechBubble } from './speech-bubble';

type Marks = ReturnType<typeof useLearnerWordMarks>;
type Options = { language: LearningLanguage; pinyin: boolean; translations: boolean };

/** A bubble's words, each one opening the word pop-up (with pinyin over Chinese on demand), like any reading text. */
function BubbleText({ bubble, options, marks }: { bubble: CartoonBubble; options: Options; marks: Marks }) {
  const zh = options.language === 'Simplified_Chinese';
  const annotation = useAnnotation(bubble.text, options.language);
  return (
    <>
      {annotation.data ? (
        <AnnotatedText
          tokens={annotation.data.tokens}
          language={options.language}
          showPinyin={zh && options.pinyin}
          toneColors={zh && options.pinyin}
          marks={marks}
        />
      ) : (
        <span lang={bubbleLang(options.language)}>{bubble.text}</span>
      )}
      {options.translations && bubble.translation && <span className="lb-bubble-translation">{bubble.translation}</span>}
    </>
  );
}

/**
 * A cartoon's panels with their bubbles, as a learner reads them (decision 0118). The learner's saved
 * words are marked as in the reader (decision 0107's word marks).
 */
export function CartoonPanels({ panels, ...options }: Options & { panels: { image_url: string; bubbles: CartoonBubble[] }[] }) {
  const { t } = useTranslation('cms');
  const marks = useLearnerWordMarks(options.language);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" data-testid="cartoon-panels">
      {panels.map((p, i) => (
        <figure key={i} className="lb-panel" aria-label={t('cartoons.panelN', { n: i + 1 })} style={{ margin: 0 }}>
          <img src={p.image_url} alt="" loading={i > 1 ? 'lazy' : undefined} />
          {p.bubbles.map((b, j) => (
            <SpeechBubble key={j} bubble={b} data-testid={`bubble-${i}-${j}`}>
              <BubbleText bubble={b} options={options} marks={marks} />
            </SpeechBubble>
          ))}
        </figure>
      ))}
    </SimpleGrid>
  );
}
