import { z } from 'zod';
import { pageNumber, pageSize, plainText, SITE_LANGUAGE_CODES } from './common';

// ---- Cartoons (decision 0118): panels of a comic strip, each with speech bubbles placed on it ----

export const CARTOON_LANGUAGES = ['Simplified_Chinese', 'Spanish'] as const;
/** The lower levels of Read (LEVELS 1–2) a cartoon is made for. */
export const CARTOON_LEVELS = ['Beginner', 'Intermediate'] as const;
export const BUBBLE_TAILS = ['none', 'bottom-left', 'bottom-right', 'top-left', 'top-right'] as const;
export const CARTOON_MAX_PANELS = 12;
export const CARTOON_MAX_BUBBLES = 6;
export const CARTOON_ERRORS = {
  language: 'Choose the language the bubbles are written in (Chinese or Spanish)',
  level: 'Choose the level (Beginner or Intermediate)',
  panels: 'Add at least one panel before publishing',
  emptyBubble: 'Every bubble needs some text before publishing',
  wrongLanguage: 'A bubble’s text must be written in the cartoon’s language',
} as const;

/** A speech bubble: where it sits on its panel (its centre, in % of the panel's width and height), its text and an optional translation. */
export const cartoonBubble = z.object({
  x: z.number().min(0).max(100),
  y: z.number().min(0).max(100),
  /** In the cartoon's language (Chinese or Spanish); may be empty in a draft, not when published. */
  text: plainText(200).default(''),
  translation: plainText(300).default(''),
  tail: z.enum(BUBBLE_TAILS).default('bottom-left'),
});
export type CartoonBubble = z.infer<typeof cartoonBubble>;

export const cartoonPanel = z.object({
  file_id: z.string().max(64),
  bubbles: z.array(cartoonBubble).max(CARTOON_MAX_BUBBLES, `At most ${CARTOON_MAX_BUBBLES} bubbles on a panel`).default([]),
});
export type CartoonPanel = z.infer<typeof cartoonPanel>;

// ---- Public cartoons (decision 0118): in Read for the lower levels ----

export const cartoonsQuery = z.object({
  language: z.enum(CARTOON_LANGUAGES),
  level: z.enum(CARTOON_LEVELS).optional(),
  lang: z.enum(SITE_LANGUAGE_CODES).default('en'),
  page: pageNumber,
  size: pageSize(24, 8),
});
export const cartoonQuery = z.object({ lang: z.enum(SITE_LANGUAGE_CODES).default('en') });

export const cartoonCard = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  language: z.enum(CARTOON_LANGUAGES),
  level: z.enum(CARTOON_LEVELS),
  /** The first panel, as the strip's picture. */
  image_url: z.string().nullable(),
  panel_count: z.number().int(),
  /** The interface language the title is in. */
  lang: z.enum(SITE_LANGUAGE_CODES),
});
export type CartoonCard = z.infer<typeof cartoonCard>;

export const cartoon = cartoonCard.extend({
  panels: z.array(z.object({ image_url: z.string(), bubbles: z.array(cartoonBubble) })),
});
export type Cartoon = z.infer<typeof cartoon>;
