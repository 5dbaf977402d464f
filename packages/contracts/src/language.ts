import { z } from 'zod';
import { lookupLanguage } from './vocabulary';

/** Text to annotate for a reader: tokens with offsets, readings, tones and dictionary keys. */
export const annotateBody = z.object({
  text: z.string().min(1, 'Field required').max(20_000, 'Text is too long (at most 20,000 characters)'),
  language: lookupLanguage,
});

export const token = z.object({
  text: z.string(),
  start: z.number().int(),
  end: z.number().int(),
  isWord: z.boolean(),
  reading: z.string().optional(),
  readingNumbered: z.string().optional(),
  tones: z.array(z.number().int()).optional(),
  key: z.string().optional(),
  gloss: z.string().optional(),
  parts: z.array(z.string()).optional(),
  /** Spanish: the multi-word expression the word belongs to (sin embargo). */
  phrase: z.object({ text: z.string(), key: z.string(), gloss: z.string().optional() }).optional(),
});
export type AnnotatedToken = z.infer<typeof token>;

export const annotateResponse = z.object({ language: z.string(), tokens: z.array(token) });

/** Tone colours (issue 3): 1 red, 2 orange, 3 green, 4 blue, 5 neutral grey; the web theme defines them. */
export const TONE_CLASS = { 1: 'tone1', 2: 'tone2', 3: 'tone3', 4: 'tone4', 5: 'tone5' } as const;
