import { annotateBody, annotateResponse } from '@lingbridge/contracts/language';
import { annotate } from '@lingbridge/language/annotate';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { anyone } from '../../actor/access';

/**
 * Annotates text for the readers: segmentation, pinyin and tones in context, dictionary keys and
 * glosses. Open to visitors (free articles show pinyin too); the work is in memory.
 */
export const languageRoutes =
  (_ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/dictionary/annotate',
      { schema: { tags: ['language'], body: annotateBody, response: { 200: annotateResponse } }, config: { access: anyone } },
      async (req) => ({
        language: req.body.language,
        tokens: annotate(req.body.text, req.body.language),
      }),
    );
  };
