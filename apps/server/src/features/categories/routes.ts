import { category, categoryBody, updateCategoryBody } from '@lingbridge/contracts/categories';
import { idParam } from '@lingbridge/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { categoriesPolicy } from './policy';
import * as service from './service';

const tags = ['categories'];
const editor = { access: categoriesPolicy.edit, deniedMessage: 'Only editors may change the categories' };

/** The categories of articles and videos (spec 01 §4 /category): read by everyone, changed by editors. */
export const categoryRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/category', { schema: { tags, response: { 200: z.array(category) } }, config: { access: categoriesPolicy.read } }, async () =>
      service.listCategories(ctx),
    );

    app.get('/category/:id', { schema: { tags, params: idParam, response: { 200: category } }, config: { access: categoriesPolicy.read } }, async (req) =>
      service.getCategory(ctx, req.params.id),
    );

    app.post('/category', { schema: { tags, body: categoryBody, response: { 201: category } }, config: editor }, async (req, reply) =>
      reply.status(201).send(await service.createCategory(ctx, req.body)),
    );

    app.patch('/category/:id', { schema: { tags, params: idParam, body: updateCategoryBody, response: { 200: category } }, config: editor }, async (req) =>
      service.updateCategory(ctx, req.params.id, req.body),
    );

    app.delete('/category/:id', { schema: { tags, params: idParam, response: { 204: z.null() } }, config: editor }, async (req, reply) => {
      await service.deleteCategory(ctx, req.params.id);
      return reply.status(204).send(null);
    });
  };
