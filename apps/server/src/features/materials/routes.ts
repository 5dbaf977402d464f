import { rowIdParam } from '@lingbridge/contracts/common';
import {
  MATERIAL_ERRORS,
  cmsMaterialsQuery,
  material,
  materialCheckout,
  type Material,
  type MaterialFields,
  materialListQuery,
  materialPatch,
  materialsPage,
  myMaterialsQuery,
  reviewBody,
} from '@lingbridge/contracts/materials';
import { ACCOUNT_ERRORS } from '@lingbridge/contracts/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../actor/access';
import { signedIn } from '../../actor/actor';
import type { AppContext } from '../../context';
import { serveFile } from '../../files/download';
import { withUpload } from '../../files/upload';
import { accountsPolicy } from '../accounts/policy';
import { materialsPolicy } from './policy';
import * as service from './service';
import { materialFileUpload, materialUpload, parseFields } from './upload';

const tags = ['materials'];
const idParam = z.object({ id: rowIdParam });
const open = { access: materialsPolicy.browse };
const teachers = { access: materialsPolicy.upload, deniedMessage: MATERIAL_ERRORS.teachersOnly };
const admins = { access: materialsPolicy.review, deniedMessage: MATERIAL_ERRORS.adminsOnly };
const members = { access: signedInUser };
const buyers = { access: accountsPolicy.actAsVerified, deniedMessage: ACCOUNT_ERRORS.notVerified };

/**
 * The materials marketplace (decision 0119): the public listing, teachers' uploads and edits, the
 * admins' moderation, purchase through billing's checkout, and downloads checked by entitlement.
 */
export const materialRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/materials', { schema: { tags, querystring: materialListQuery, response: { 200: materialsPage } }, config: open }, (req) =>
      service.listPublic(ctx, req.actor.user, req.query),
    );
    app.get('/materials/mine', { schema: { tags, querystring: myMaterialsQuery, response: { 200: materialsPage } }, config: teachers }, (req) =>
      service.listMine(ctx, signedIn(req), req.query),
    );
    app.get('/materials/:id', { schema: { tags, params: idParam, response: { 200: material } }, config: open }, (req) =>
      service.getMaterial(ctx, req.actor.user, req.params.id),
    );
    app.post('/materials', { schema: { tags, consumes: ['multipart/form-data'], response: { 201: material } }, config: teachers }, async (req, reply) => {
      const user = signedIn(req);
      const out = await withUpload<Material, MaterialFields>(
        req,
        materialUpload,
        (file, fields) => service.createMaterial(ctx, user, fields, file),
        async (raw) => parseFields(raw),
      );
      return reply.code(201).send(out);
    });
    app.patch('/materials/:id', { schema: { tags, params: idParam, body: materialPatch, response: { 200: material } }, config: teachers }, (req) =>
      service.updateMaterial(ctx, signedIn(req), req.params.id, req.body),
    );
    app.put(
      '/materials/:id/file',
      { schema: { tags, params: idParam, consumes: ['multipart/form-data'], response: { 200: material } }, config: teachers },
      async (req) => {
        const user = signedIn(req);
        return withUpload(req, materialFileUpload, (file) => service.replaceFile(ctx, user, req.params.id, file));
      },
    );
    app.post('/materials/:id/checkout', { schema: { tags, params: idParam, response: { 201: materialCheckout } }, config: buyers }, async (req, reply) =>
      reply.code(201).send(await service.checkoutMaterial(ctx, signedIn(req), req.params.id)),
    );
    // Visitors see the listing but sign in to download (decision 0119): 401 "Please login first!".
    app.get('/materials/:id/file', { schema: { tags, params: idParam }, config: members }, async (req, reply) => {
      const fileId = await service.downloadableFile(ctx, signedIn(req), req.params.id);
      return serveFile(ctx, req, reply, fileId, { kinds: ['material'], allow: () => true, disposition: () => 'attachment', missing: MATERIAL_ERRORS.missing });
    });

    // ---- Moderation (/cms/materialList, /cms/materialEdit/{id}) ----
    app.get('/cms/materials', { schema: { tags, querystring: cmsMaterialsQuery, response: { 200: materialsPage } }, config: admins }, (req) =>
      service.listForReview(ctx, signedIn(req), req.query),
    );
    app.post('/cms/materials/:id/review', { schema: { tags, params: idParam, body: reviewBody, response: { 200: material } }, config: admins }, (req) =>
      service.reviewMaterial(ctx, signedIn(req), req.params.id, req.body.decision, req.body.message),
    );
  };
