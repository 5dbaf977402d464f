import { idParam, paged } from '@lingbridge/contracts/common';
import {
  category,
  categoryBody,
  magazine,
  magazineBody,
  magazineDetail,
  magazineListQuery,
  updateCategoryBody,
  updateMagazineBody,
} from '@lingbridge/contracts/reading';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { withUpload } from '../../files/upload';
import { authorize, optionalAuth, requireAuth } from '../../plugins/auth';
import * as catalogue from './catalogue-service';
import { coverUpload } from './media-service';
import { readingPolicy } from './policy';

const tags = ['reading'];

/** Magazine issues and categories: read by everyone, changed by editors. */
export const catalogueRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const actorOf = async (req: Parameters<typeof optionalAuth>[1]) => (await optionalAuth(ctx, req))?.user ?? null;
    const editorFor = async (req: Parameters<typeof optionalAuth>[1], allowed: (u: Awaited<ReturnType<typeof requireAuth>>['user']) => boolean) => {
      const { user } = await requireAuth(ctx, req);
      authorize(allowed(user), 'Only editors may change the magazine');
      return user;
    };

    app.get('/magazine', { schema: { tags, querystring: magazineListQuery, response: { 200: paged(magazine) } } }, async (req) =>
      catalogue.listMagazinesPage(ctx, await actorOf(req), req.query),
    );

    app.get('/magazine/:id', { schema: { tags, params: idParam, response: { 200: magazineDetail } } }, async (req) =>
      catalogue.getMagazine(ctx, await actorOf(req), req.params.id),
    );

    app.post('/magazine', { schema: { tags, body: magazineBody, response: { 201: magazine } } }, async (req, reply) => {
      await editorFor(req, readingPolicy.editMagazines);
      return reply.status(201).send(await catalogue.createMagazine(ctx, req.body));
    });

    app.patch('/magazine/:id', { schema: { tags, params: idParam, body: updateMagazineBody, response: { 200: magazine } } }, async (req) => {
      await editorFor(req, readingPolicy.editMagazines);
      return catalogue.updateMagazine(ctx, req.params.id, req.body);
    });

    app.delete('/magazine/:id', { schema: { tags, params: idParam, response: { 204: z.null() } } }, async (req, reply) => {
      await editorFor(req, readingPolicy.editMagazines);
      await catalogue.deleteMagazine(ctx, req.params.id);
      return reply.status(204).send(null);
    });

    app.post('/magazine/:id/cover', { schema: { tags, params: idParam, consumes: ['multipart/form-data'], response: { 200: magazine } } }, async (req) => {
      const user = await editorFor(req, readingPolicy.editMagazines);
      return withUpload(req, coverUpload(ctx), (file) => catalogue.setMagazineCover(ctx, req.params.id, user.id, file));
    });

    app.get('/category', { schema: { tags, response: { 200: z.array(category) } } }, async () => catalogue.listCategories(ctx));

    app.post('/category', { schema: { tags, body: categoryBody, response: { 201: category } } }, async (req, reply) => {
      await editorFor(req, readingPolicy.editCategories);
      return reply.status(201).send(await catalogue.createCategory(ctx, req.body));
    });

    app.patch('/category/:id', { schema: { tags, params: idParam, body: updateCategoryBody, response: { 200: category } } }, async (req) => {
      await editorFor(req, readingPolicy.editCategories);
      return catalogue.updateCategory(ctx, req.params.id, req.body);
    });

    app.delete('/category/:id', { schema: { tags, params: idParam, response: { 204: z.null() } } }, async (req, reply) => {
      await editorFor(req, readingPolicy.editCategories);
      await catalogue.deleteCategory(ctx, req.params.id);
      return reply.status(204).send(null);
    });
  };
