import formbody from '@fastify/formbody';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import Fastify, { LogController } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { registerActor } from './actor/access';
import type { AppContext } from './context';
import { addFeatureRoutes } from './plugins/feature-routes';
import { deadJobRoutes } from './events/admin-routes';
import type { ProcessorDefinition } from './events/define-event';
import { eventJobs } from './events/event-jobs';
import { accountsProcessors } from './features/accounts/events';
import { sendAccountEmailJob } from './features/accounts/jobs';
import { profileRoutes } from './features/accounts/profile-routes';
import { authRoutes } from './features/accounts/routes';
import { googleRoutes } from './features/accounts/google-routes';
import { billingApi } from './features/billing/api';
import { billingProcessors } from './features/billing/events';
import { billingJobs } from './features/billing/jobs';
import { chatRoutes, chatSocketRoutes } from './features/chat/routes';
import { cmsRoutes } from './features/cms/routes';
import { materialRoutes } from './features/materials/routes';
import { cmsJobs } from './features/cms/jobs';
import { healthRoutes } from './features/health/routes';
import { languageRoutes } from './features/language/routes';
import { notificationProcessors } from './features/notifications/events';
import { notificationRoutes } from './features/notifications/routes';
import { organizationRoutes } from './features/organizations/routes';
import { organizationJobs } from './features/organizations/jobs';
import { catalogueRoutes } from './features/reading/catalogue-routes';
import { categoryRoutes } from './features/categories/routes';
import { articleRoutes } from './features/reading/routes';
import { quizRoutes } from './features/quizzes/routes';
import { recordingRoutes } from './features/recordings/routes';
import { speakApi } from './features/speak/api';
import { speakRoomSocketRoutes } from './features/speak/room/routes';
import { recordingsProcessors } from './features/recordings/events';
import { speakProcessors } from './features/speak/events';
import { speakJobs } from './features/speak/lifecycle';
import { sendSpeakMailJob } from './features/speak/mail';
import { seedSpeakJob } from './features/speak/seed';
import { learningRoutes } from './features/learning/routes';
import { discussionRoutes } from './features/discussions/routes';
import { readingJobs } from './features/reading/seed';
import { vocabularyRoutes } from './features/vocabulary/routes';
import { rekeyVocabularyJob } from './features/vocabulary/rekey';
import { reannotateArticlesJob } from './features/reading/reannotate';
import { processVideoJob, pruneUploadsJob } from './features/watch/jobs';
import { watchCmsRoutes } from './features/watch/cms-routes';
import { watchFileRoutes } from './features/watch/file-routes';
import { watchRoutes } from './features/watch/routes';
import { seedDemoVideosJob } from './features/watch/seed';
import { registerCookies } from './plugins/cookies';
import { registerCsrf } from './plugins/csrf';
import { answerClientError, answerFrameworkError, registerErrorHandling } from './plugins/errors';
import { registerMultipart } from './plugins/multipart';
import { refuseStrayUpgrades, registerSecurityHeaders } from './plugins/security';
import { serializerCompiler } from './plugins/serializer';
import { closeConnectionsOnShutdown } from './plugins/shutdown';
import { validatorCompiler } from './plugins/validation';
import { registerWeb } from './plugins/web';
import { requestLoggerFactory, requestLoggerFactoryOf } from './request-logger';

/** Every event processor, per feature (features/<f>/events.ts; docs/decisions/0075). */
export const eventProcessors: ProcessorDefinition[] = [
  ...accountsProcessors,
  ...billingProcessors,
  ...notificationProcessors,
  ...speakProcessors,
  ...recordingsProcessors,
];

/** Every job type the worker runs, event processors included. */
export const jobDefinitions = [
  sendAccountEmailJob,
  ...billingJobs,
  ...cmsJobs,
  ...organizationJobs,
  ...readingJobs,
  processVideoJob,
  pruneUploadsJob,
  seedDemoVideosJob,
  rekeyVocabularyJob,
  reannotateArticlesJob,
  ...speakJobs,
  seedSpeakJob,
  sendSpeakMailJob,
  ...eventJobs(eventProcessors),
];

/** Builds the Fastify app: cross-cutting plugins first, then each feature's routes under /api/v1. */
export async function buildApp(ctx: AppContext, opts: { serveWeb?: boolean; logger?: boolean } = {}) {
  const app = Fastify({
    // Fastify sets up response listeners on every request whenever it holds a logger, for request
    // logging alone: with that off, it holds none, and every logger (the app's, each request's) is
    // the context's (decision 0145).
    ...(opts.logger ? { loggerInstance: ctx.log } : {}),
    // req.log's pino child is made only when the request logs (0137); with request logging on, from
    // Fastify's logger, which writes requests and replies through its own serializers.
    childLoggerFactory: opts.logger ? requestLoggerFactory : requestLoggerFactoryOf(ctx.log),
    bodyLimit: ctx.config.bodyLimit,
    // Only the configured proxies' X-Forwarded-For is believed; any other peer is the client (0056).
    trustProxy: ctx.config.trustProxy.length ? ctx.config.trustProxy : false,
    logController: new LogController({ disableRequestLogging: !opts.logger }),
    // Ids in paths are parsed by the schemas; keep query strings simple and bounded.
    routerOptions: { maxParamLength: 200 },
    // Errors raised before a route is found, and by Node's HTTP parser: the one shape too (0055).
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });
  if (!opts.logger) app.log = ctx.log;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  closeConnectionsOnShutdown(app);
  await registerSecurityHeaders(
    app,
    ctx.config.publicUrl,
    (ctx.config.speakRoom.janus?.instances ?? []).map((i) => i.url),
  );
  registerCookies(app);
  await app.register(formbody, { bodyLimit: 64 * 1024 });
  await registerMultipart(app, { limits: { fileSize: 50 * 1024 * 1024, files: 10, fields: 20 } });
  refuseStrayUpgrades(app);
  registerCsrf(app, { secure: ctx.config.secureCookies });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Lingbridge API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  // On the app itself: the bare route is in no plugin context of its own (decision 0218).
  await healthRoutes(ctx)(app);
  await app.register(
    async (api) => {
      // Every route below declares who may call it; the actor is resolved once per request (0080).
      registerActor(api, ctx);
      // In this one scope, not a plugin context each (decision 0218).
      await addFeatureRoutes(api, [
        authRoutes(ctx),
        profileRoutes(ctx),
        googleRoutes(ctx),
        chatRoutes(ctx),
        vocabularyRoutes(ctx),
        languageRoutes(ctx),
        articleRoutes(ctx),
        quizRoutes(ctx),
        learningRoutes(ctx),
        discussionRoutes(ctx),
        catalogueRoutes(ctx),
        categoryRoutes(ctx),
        billingApi(ctx),
        watchRoutes(ctx),
        watchFileRoutes(ctx),
        watchCmsRoutes(ctx),
        notificationRoutes(ctx),
        speakApi(ctx),
        organizationRoutes(ctx),
        cmsRoutes(ctx),
        materialRoutes(ctx),
        deadJobRoutes(ctx),
      ]);
    },
    { prefix: '/api/v1' },
  );
  // The WebSocket routes, in a scope of their own: @fastify/websocket's hooks run on their requests
  // only, not on every request of the app (decision 0145). The plugin still takes every upgrade.
  await app.register(
    async (sockets) => {
      await sockets.register(websocket, { options: { maxPayload: 1024 * 1024 } });
      registerActor(sockets, ctx);
      await addFeatureRoutes(sockets, [chatSocketRoutes(ctx), speakRoomSocketRoutes(ctx)]);
    },
    { prefix: '/api/v1' },
  );
  // Recordings live under a base of their own (spec 02 §7, decision 0100), with the same actor rule.
  await app.register(
    async (api) => {
      registerActor(api, ctx);
      await addFeatureRoutes(api, [recordingRoutes(ctx)]);
    },
    { prefix: ctx.config.recordingsApiPrefix },
  );
  if (opts.serveWeb) await registerWeb(app, ctx.config.webDist, ctx.config.publicUrl);
  return app;
}
