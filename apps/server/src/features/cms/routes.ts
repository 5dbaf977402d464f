import { paged } from '@lingbridge/contracts/common';
import {
  blogPost,
  blogPostCard,
  blogQuery,
  cartoon,
  cartoonCard,
  cartoonQuery,
  cartoonsQuery,
  contactBody,
  contactForm,
  contactListQuery,
  contactMessage,
  contactReplyBody,
  dashboard as dashboardShape,
  entryDocument,
  entryListItem,
  entryListQuery,
  entrySource,
  applicationBody,
  applicationItem,
  applicationListQuery,
  decideBody,
  adClicks,
  adsQuery,
  houseAd,
  eventAnnouncement,
  eventsQuery,
  kindIdParam,
  kindParam,
  publishBody,
  siteCode,
  testimonial,
  uploadedImage,
} from '@lingbridge/contracts/cms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../actor/actor';
import type { AppContext } from '../../context';
import { serveFile } from '../../files/download';
import { IMAGE_TYPES } from '../../files/kinds';
import { storeNewFile } from '../../files/store';
import { withUpload, type UploadRule } from '../../files/upload';
import * as contact from './contact-service';
import { dashboard } from './dashboard-service';
import * as ads from './ads-service';
import * as cartoons from './cartoons-service';
import * as applications from './applications-service';
import * as entries from './entries-service';
import { upcomingEvents } from './events-service';
import { cmsPolicy } from './policy';
import { imageUrl } from './presenter';
import * as pub from './public-service';

const tags = ['cms'];
const editors = { access: cmsPolicy.useCms, deniedMessage: 'Only editors may change this content' };
const admins = { access: cmsPolicy.administer, deniedMessage: 'Only admins may do this' };
const open = { access: cmsPolicy.readPublic };
const members = { access: cmsPolicy.apply, deniedMessage: 'Please verify your e-mail address first' };
const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Pictures in CMS content: re-encoded, at most 1600 px on the longer side, kept in their format. */
const imageUpload = (ctx: AppContext): UploadRule => ({
  maxBytes: ctx.config.avatarMaxBytes,
  types: IMAGE_TYPES,
  image: { fit: 'inside', maxSide: 1600 },
  messages: { missing: 'Please choose an image', wrongType: 'The picture must be a JPEG, PNG, WebP, GIF or AVIF image' },
});

/** The content system (spec 02 §2 /cms): the editing pattern for every kind, contact messages, the dashboard. */
export const cmsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/cms/entries/:kind',
      { schema: { tags, params: kindParam, querystring: entryListQuery, response: { 200: paged(entryListItem) } }, config: editors },
      (req) => entries.listEntries(ctx, signedIn(req), req.params.kind, req.query),
    );
    app.post(
      '/cms/entries/:kind',
      { schema: { tags, params: kindParam, body: entryDocument, response: { 201: entrySource } }, config: editors },
      async (req, reply) => reply.code(201).send(await entries.createEntry(ctx, signedIn(req), req.params.kind, req.body)),
    );
    app.get('/cms/entries/:kind/:id', { schema: { tags, params: kindIdParam, response: { 200: entrySource } }, config: editors }, (req) =>
      entries.getEntry(ctx, signedIn(req), req.params.kind, req.params.id),
    );
    app.put('/cms/entries/:kind/:id', { schema: { tags, params: kindIdParam, body: entryDocument, response: { 200: entrySource } }, config: editors }, (req) =>
      entries.saveDraft(ctx, signedIn(req), req.params.kind, req.params.id, req.body),
    );
    app.post(
      '/cms/entries/:kind/:id/publish',
      { schema: { tags, params: kindIdParam, body: publishBody, response: { 200: entrySource } }, config: editors },
      (req) => entries.publishEntry(ctx, signedIn(req), req.params.kind, req.params.id, req.body.at),
    );
    app.post('/cms/entries/:kind/:id/unpublish', { schema: { tags, params: kindIdParam, response: { 200: entrySource } }, config: editors }, (req) =>
      entries.unpublishEntry(ctx, signedIn(req), req.params.kind, req.params.id),
    );
    app.delete('/cms/entries/:kind/:id', { schema: { tags, params: kindIdParam }, config: editors }, async (req, reply) => {
      await entries.deleteEntry(ctx, signedIn(req), req.params.kind, req.params.id);
      return reply.code(204).send();
    });

    app.post('/cms/image', { schema: { tags, consumes: ['multipart/form-data'], response: { 201: uploadedImage } }, config: editors }, async (req, reply) => {
      const user = signedIn(req);
      const id = await withUpload(req, imageUpload(ctx), (file) => storeNewFile(ctx, file, { kind: 'cms-image', visibility: 'public', ownerId: user.id }));
      return reply.code(201).send({ file_id: id, url: imageUrl(id)! });
    });
    app.get('/cms/image/:fileId', { schema: { tags, params: z.object({ fileId: z.string().max(64) }) }, config: open }, (req, reply) =>
      serveFile(ctx, req, reply, req.params.fileId, { kinds: ['cms-image'], missing: 'Picture not found' }),
    );

    // ---- Public ----
    app.get('/blog', { schema: { tags, querystring: blogQuery, response: { 200: paged(blogPostCard) } }, config: open }, (req) => pub.listBlog(ctx, req.query));
    app.get('/blog/rss', { schema: { tags, querystring: z.object({ lang: siteCode.default('en') }) }, config: open }, async (req, reply) =>
      reply
        .type('application/rss+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(await pub.blogFeed(ctx, req.query.lang)),
    );
    app.get(
      '/blog/:id',
      { schema: { tags, params: idParam, querystring: z.object({ lang: siteCode.default('en') }), response: { 200: blogPost } }, config: open },
      (req) => pub.getBlogPost(ctx, req.params.id, req.query.lang),
    );
    app.get(
      '/testimonials',
      { schema: { tags, querystring: z.object({ lang: siteCode.default('en') }), response: { 200: z.array(testimonial) } }, config: open },
      (req) => pub.listTestimonials(ctx, req.query.lang),
    );

    app.get('/events', { schema: { tags, querystring: eventsQuery, response: { 200: z.array(eventAnnouncement) } }, config: open }, (req) =>
      upcomingEvents(ctx, req.query.lang, req.query.limit),
    );

    // ---- Cartoons (decision 0118): Read's comic strips for the lower levels ----
    app.get('/cartoons', { schema: { tags, querystring: cartoonsQuery, response: { 200: paged(cartoonCard) } }, config: open }, (req) =>
      cartoons.listCartoons(ctx, req.query),
    );
    app.get('/cartoons/:id', { schema: { tags, params: idParam, querystring: cartoonQuery, response: { 200: cartoon } }, config: open }, (req) =>
      cartoons.getCartoon(ctx, req.params.id, req.query.lang),
    );

    // ---- House ads (decision 0116): banners by slot and audience; a click is counted, nothing else ----
    app.get('/ads', { schema: { tags, querystring: adsQuery, response: { 200: z.array(houseAd) } }, config: open }, (req) =>
      ads.adsFor(ctx, req.actor.user, req.query.slot, req.query.lang),
    );
    app.get('/ads/:id/click', { schema: { tags, params: idParam }, config: open }, async (req, reply) => {
      const link = await ads.clickAd(ctx, req.params.id);
      return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(link, 302);
    });
    app.get('/cms/ads/:id/clicks', { schema: { tags, params: idParam, response: { 200: adClicks } }, config: admins }, (req) =>
      ads.clicksOf(ctx, req.params.id),
    );

    // ---- Applications (decision 0117) ----
    app.post(
      '/applications',
      { schema: { tags, body: applicationBody, response: { 201: z.object({ id: z.number().int() }) } }, config: members },
      async (req, reply) => reply.code(201).send(await applications.sendApplication(ctx, signedIn(req), req.body.kind, req.body.message)),
    );
    app.get('/cms/applications', { schema: { tags, querystring: applicationListQuery, response: { 200: paged(applicationItem) } }, config: admins }, (req) =>
      applications.listApplications(ctx, req.query),
    );
    app.post(
      '/cms/applications/:id/decide',
      { schema: { tags, params: idParam, body: decideBody, response: { 200: applicationItem } }, config: admins },
      (req) => applications.decideApplication(ctx, signedIn(req).id, req.params.id, req.body.decision, req.body.message),
    );

    // ---- Contact (spec 01 §3) ----
    app.get('/contact/form', { schema: { tags, response: { 200: contactForm } }, config: open }, async () => ({ token: contact.contactFormToken(ctx) }));
    app.post('/contact', { schema: { tags, body: contactBody, response: { 201: z.object({ ok: z.literal(true) }) } }, config: open }, async (req, reply) =>
      reply.code(201).send(await contact.sendContact(ctx, req.ip, req.body, req.actor.user?.id ?? null)),
    );
    app.get('/cms/contact', { schema: { tags, querystring: contactListQuery, response: { 200: paged(contactMessage) } }, config: admins }, (req) =>
      contact.listContacts(ctx, req.query),
    );
    app.post(
      '/cms/contact/:id/reply',
      { schema: { tags, params: idParam, body: contactReplyBody, response: { 200: contactMessage } }, config: admins },
      (req) => contact.replyContact(ctx, signedIn(req).id, req.params.id, req.body.text),
    );

    app.get('/cms/dashboard', { schema: { tags, response: { 200: dashboardShape } }, config: admins }, () => dashboard(ctx));
  };
