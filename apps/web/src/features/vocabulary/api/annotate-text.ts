import type { LearningLanguage } from '@lingbridge/contracts/common';
import type { AnnotatedToken } from '@lingbridge/contracts/language';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

type Annotation = { language: string; tokens: AnnotatedToken[] };

/** POST /dictionary/annotate: words with offsets, readings, tones and glosses (open to visitors). */
export const annotateText = (text: string, language: LearningLanguage) =>
  apiRequest<Annotation>('/dictionary/annotate', { method: 'POST', json: { text, language } });

/** The annotation of a text; the same text is not asked twice. */
export function useAnnotation(text: string, language: LearningLanguage) {
  return useQuery({
    queryKey: ['language', 'annotate', language, text],
    queryFn: () => annotateText(text, language),
    enabled: text.trim().length > 0,
    staleTime: Infinity,
  });
}
