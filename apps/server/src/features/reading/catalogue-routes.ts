import { idParam, paged } from '@lingbridge/contracts/common';
import { magazine, magazineBody, magazineDetail, magazineListQuery, updateMagazineBody } from '@lingbridge/contracts/reading';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { withUpload } from '../../files/upload';
import { signedIn } from '../../actor/actor';
import { anyone } from '../../actor/access';
import * as catalogue from './catalogue-service';
import { coverUpload } from './media-service';
import { readingPolicy } from './policy';

const tags = ['reading'];

/** Magazine issues: read by everyone, changed by editors. */
export const catalogueRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const open = { access: anyone };
    const magazineEditor = { access: readingPolicy.editMagazines, deniedMessage: 'Only editors may change the magazine' };

    app.get('/magazine', { schema: { tags, querystring: magazineListQuery, response: { 200: paged(magazine) } }, config: open }, async (req) =>
      catalogue.listMagazinesPage(ctx, req.actor.user, req.query),
    );

    app.get('/magazine/:id', { schema: { tags, params: idParam, response: { 200: magazineDetail } }, config: open }, async (req) =>
      catalogue.getMagazine(ctx, req.actor.user, req.params.id),
    );

    app.post('/magazine', { schema: { tags, body: magazineBody, response: { 201: magazine } }, config: magazineEditor }, async (req, reply) => {
      return reply.status(201).send(await catalogue.createMagazine(ctx, req.body));
    });

    app.patch(
      '/magazine/:id',
      { schema: { tags, params: idParam, body: updateMagazineBody, response: { 200: magazine } }, config: magazineEditor },
      async (req) => {
        return catalogue.updateMagazine(ctx, req.params.id, req.body);
      },
    );

    app.delete('/magazine/:id', { schema: { tags, params: idParam, response: { 204: z.null() } }, config: magazineEditor }, async (req, reply) => {
      await catalogue.deleteMagazine(ctx, req.params.id);
      return reply.status(204).send(null);
    });

    app.post(
      '/magazine/:id/cover',
      { schema: { tags, params: idParam, consumes: ['multipart/form-data'], response: { 200: magazine } }, config: magazineEditor },
      async (req) => {
        const user = signedIn(req);
        return withUpload(req, coverUpload(ctx), (file) => catalogue.setMagazineCover(ctx, req.params.id, user.id, file));
      },
    );
  };
