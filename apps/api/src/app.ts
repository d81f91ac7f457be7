import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/database';
import { keptAnswerSerializer } from './lib/kept-answers';
import { loggerOptions } from './lib/logger';
import { ActivityRepository } from './modules/activity/activity.repository';
import { ActivityService } from './modules/activity/activity.service';
import { AssistantRepository } from './modules/assistant/assistant.repository';
import { AssistantService } from './modules/assistant/assistant.service';
import { BuiltInEngine } from './modules/assistant/engine/built-in-engine';
import { LlmEngine } from './modules/assistant/engine/llm-engine';
import { CartRepository } from './modules/cart/cart.repository';
import { CartService } from './modules/cart/cart.service';
import { CartMoveService } from './modules/cart/cart-move.service';
import { CatalogRepository } from './modules/catalog/catalog.repository';
import { CatalogService } from './modules/catalog/catalog.service';
import { NavigationRepository } from './modules/catalog/navigation.repository';
import { NavigationService } from './modules/catalog/navigation.service';
import { SearchIndexKeeper } from './modules/catalog/search-index/index-keeper';
import { SearchIndexRepository } from './modules/catalog/search-index/search-index.repository';
import { ContentRepository } from './modules/content/content.repository';
import { ContentService } from './modules/content/content.service';
import { FeedbackRepository } from './modules/content/feedback.repository';
import { FeedbackService } from './modules/content/feedback.service';
import { PublicationRepository } from './modules/content/publication.repository';
import { PublicationService } from './modules/content/publication.service';
import { FavouritesRepository } from './modules/favourites/favourites.repository';
import { FavouritesService } from './modules/favourites/favourites.service';
import { ImageService } from './modules/files/image.service';
import { PrivateFilesRepository } from './modules/files/private-files.repository';
import { PrivateFilesService } from './modules/files/private-files.service';
import { UploadStore } from './modules/files/upload.store';
import { AccountRepository } from './modules/identity/account.repository';
import { AccountService } from './modules/identity/account.service';
import { CompaniesRepository } from './modules/identity/companies.repository';
import { HandoffRepository } from './modules/identity/handoff.repository';
import { HandoffService } from './modules/identity/handoff.service';
import { buildIdentity } from './modules/identity/identity.module';
import { ThrottleRepository } from './modules/identity/throttle.repository';
import { buildOrders } from './modules/orders/orders.module';
import type { PaymentGateway } from './modules/payments/payment-gateway';
import { PaymentTokenizer } from './modules/payments/payment-tokenizer';
import { buildPayments } from './modules/payments/payments.module';
import {
  buildApplicationReview,
  buildRegistration,
} from './modules/registration/registration.module';
import { TeamRepository } from './modules/team/team.repository';
import { TeamService } from './modules/team/team.service';
import { RoomPhotoCheck } from './modules/visualization/room-photo-check';
import { buildVisualization } from './modules/visualization/visualization.module';
import { CustomersRepository } from './modules/workspace/customers.repository';
import { CustomersService } from './modules/workspace/customers.service';
import { ProjectsRepository } from './modules/workspace/projects.repository';
import { ProjectsService } from './modules/workspace/projects.service';
import { WorkspaceTransferService } from './modules/workspace/workspace-transfer.service';
import { listPageData } from './pages/list-first-page';
import { adminSocketPlugin } from './plugins/admin-socket';
import { brandHostPlugin } from './plugins/brand-host';
import { csrfOriginPlugin } from './plugins/csrf-origin';
import { clientErrorHandler, frameworkErrors } from './plugins/edge-errors';
import { registerErrorHandler } from './plugins/error-handler';
import { inputGuardPlugin } from './plugins/input-guard';
import { rateLimitsPlugin } from './plugins/rate-limits';
import { requestSessionPlugin } from './plugins/request-session';
import { responseHeadersPlugin } from './plugins/response-headers';
import { frameSources } from './plugins/security-headers';
import { registerStorefrontHosting, StorefrontHost } from './plugins/storefront-hosting';
import { activityRoutes } from './routes/assistant/activity.routes';
import { assistantRoutes } from './routes/assistant/assistant.routes';
import { cartRoutes } from './routes/cart/cart.routes';
import { cartMoveRoutes } from './routes/cart/cart-move.routes';
import { catalogRoutes } from './routes/catalog/catalog.routes';
import { navigationRoutes } from './routes/catalog/navigation.routes';
import { productPageRoutes } from './routes/catalog/product-page.routes';
import { checkoutRoutes } from './routes/checkout/checkout.routes';
import { sandboxTokenizeRoutes } from './routes/checkout/sandbox-tokenize.routes';
import { stripeWebhookRoutes } from './routes/checkout/stripe-webhook.routes';
import { contentRoutes } from './routes/content/content.routes';
import { feedbackRoutes } from './routes/content/feedback.routes';
import { publicationRoutes } from './routes/content/publication.routes';
import { routes } from './routes/define-route';
import { mailboxRoutes } from './routes/dev/mailbox.routes';
import { favouritesRoutes } from './routes/favourites/favourites.routes';
import { readFileRoute } from './routes/files/read-file.route';
import { healthzRoute } from './routes/health/healthz.route';
import { accountRoutes } from './routes/identity/account.routes';
import { authRoutes } from './routes/identity/auth.routes';
import { passwordRoutes } from './routes/identity/password.routes';
import { roweSsoRoutes } from './routes/identity/rowe-sso.routes';
import { sessionHandoffRoutes } from './routes/identity/session-handoff.routes';
import { ordersRoutes } from './routes/orders/orders.routes';
import { registrationRoutes } from './routes/registration/registration.routes';
import { teamRoutes } from './routes/team/team.routes';
import { visualizationRoutes } from './routes/visualization/visualization.routes';
import { workspaceRoutes } from './routes/workspace/workspace.routes';

export interface AppDeps {
  config: Config;
  db: Database;
  logger?: FastifyServerOptions['logger'];
  /** The payment gateway (default: the one PAYMENT_GATEWAY names, decision 022). */
  paymentGateway?: PaymentGateway;
  /** Where the admin command reaches this server (server.ts, PGlite only: decision 049). */
  adminSocketPath?: string;
}

/** JSON bodies above this are refused with 413 (uploads use multipart, with their own limits). */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Builds the app without listening: server.ts listens, tests use app.inject. */
export const buildApp = async ({
  config,
  db,
  logger,
  paymentGateway,
  adminSocketPath,
}: AppDeps): Promise<FastifyInstance> => {
  const edge = {
    production: config.env === 'production',
    behindProxy: config.trustProxy.length > 0,
  };
  const app = Fastify({
    logger: logger ?? loggerOptions(config.logLevel),
    bodyLimit: BODY_LIMIT_BYTES,
    // X-Forwarded-* count only from the configured proxies (none by default): anyone else could
    // forge the address the sign-in limits count, or the host links are built from.
    trustProxy: config.trustProxy.length ? config.trustProxy : false,
    // Unknown query keys (timestamp, os, browser ...) are sent on every call: never fail on them.
    ajv: { customOptions: { removeAdditional: false } },
    // Faults before routing (bad escapes, headers over Node's limit) answer the envelope too.
    frameworkErrors: frameworkErrors(edge),
    clientErrorHandler: clientErrorHandler(edge),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(keptAnswerSerializer(serializerCompiler));
  registerErrorHandler(app);

  await app.register(brandHostPlugin, {
    brandHosts: config.brandHosts,
    brandOrigins: config.brandOrigins,
    knownHostsOnly: config.knownHostsOnly,
  });
  await app.register(responseHeadersPlugin, { production: config.env === 'production' });
  await app.register(csrfOriginPlugin, {
    brandOrigins: config.brandOrigins,
    brandHosts: config.brandHosts,
  });
  await app.register(inputGuardPlugin);
  const identity = buildIdentity(db, config, app.log);
  // Messages a stopped process left unsent go out once the app is up (decision 040).
  app.addHook('onReady', async () => identity.outbox.start());
  // preClose: deliveries under way finish before the database closes (server.ts, onClose).
  app.addHook('preClose', () => identity.outbox.stop());
  await app.register(requestSessionPlugin, { resolve: (token) => identity.auth.resolve(token) });
  await app.register(rateLimitsPlugin, { throttle: new ThrottleRepository(db) });
  await app.register(compress, { global: true, threshold: 1024 });
  if (config.apiDocs) await registerApiDocs(app);

  await app.register(routes(healthzRoute, db));
  await app.register(
    routes(
      readFileRoute,
      new ImageService(config.dataDir),
      new PrivateFilesService(new PrivateFilesRepository(db)),
    ),
  );
  await app.register(routes(authRoutes, identity.auth, identity.rowe));
  await app.register(routes(passwordRoutes, identity.passwords));
  await app.register(routes(roweSsoRoutes, identity.rowe));
  await app.register(
    routes(
      sessionHandoffRoutes,
      new HandoffService(new HandoffRepository(db), identity.auth),
      config.brandOrigins,
    ),
  );
  await app.register(
    routes(
      accountRoutes,
      new AccountService(new AccountRepository(db), new UploadStore(config.dataDir)),
    ),
  );
  const registration = buildRegistration(db, config, identity);
  await app.register(
    routes(registrationRoutes, registration.registration, registration.dealers, identity.passwords),
  );
  if (adminSocketPath) {
    const review = buildApplicationReview(db, config, identity, new CompaniesRepository(db));
    await app.register(adminSocketPlugin, { socketPath: adminSocketPath, review });
  }
  if (config.mailboxPage) await app.register(routes(mailboxRoutes, identity.outbox));
  await app.register(
    routes(contentRoutes, new ContentService(new ContentRepository(db), identity.outbox)),
  );
  await app.register(
    routes(feedbackRoutes, new FeedbackService(new FeedbackRepository(db), identity.outbox)),
  );
  await app.register(
    routes(
      publicationRoutes,
      new PublicationService(
        new PublicationRepository(db),
        new ImageService(config.dataDir),
        config.dataDir,
      ),
    ),
  );
  const searchIndex = config.searchIndex
    ? new SearchIndexKeeper(new SearchIndexRepository(db))
    : undefined;
  if (searchIndex) {
    // Searches use SQL until the index is built (decision 025).
    searchIndex
      .start()
      .then(() => app.log.info({ searchIndex: searchIndex.stats }, 'search index ready'))
      .catch((err) => app.log.error({ err }, 'search index failed: searching with SQL'));
    // preClose: UNLISTEN needs the database, which server.ts closes in an onClose hook.
    app.addHook('preClose', () => searchIndex.stop());
  }
  const catalog = new CatalogService(new CatalogRepository(db), searchIndex);
  await app.register(routes(catalogRoutes, catalog));
  const cart = new CartService(new CartRepository(db), catalog);
  await app.register(routes(cartRoutes, cart));
  const customers = new CustomersService(
    new CustomersRepository(db),
    identity.passwords,
    identity.outbox,
  );
  const projects = new ProjectsService(new ProjectsRepository(db), customers, catalog);
  // PAYMENT_GATEWAY chooses the gateway (decision 022); a test may hand in its own.
  const payments = buildPayments(db, config.payments);
  const gateway = paymentGateway ?? payments.gateway;
  const buying = buildOrders(db, cart, identity.outbox, customers, gateway);
  await app.register(routes(checkoutRoutes, buying.checkout, buying.orders));
  await app.register(routes(stripeWebhookRoutes, payments.webhook, buying.orders));
  // The configured gateway tokenizes the sandbox component's numbers (decision 045).
  await app.register(routes(sandboxTokenizeRoutes, new PaymentTokenizer(payments.gateway)));
  await app.register(routes(ordersRoutes, buying.queries, buying.staff, buying.invoices));
  // Start-up reconciliation: payments a stopped process left pending (decision 022).
  const reconciled = await buying.orders.reconcile();
  if (reconciled.settled + reconciled.released + reconciled.left > 0)
    app.log.warn({ reconciled }, 'pending payments reconciled');
  await app.register(
    routes(
      favouritesRoutes,
      new FavouritesService(new FavouritesRepository(db), catalog, identity.outbox),
    ),
  );
  await app.register(
    routes(
      teamRoutes,
      new TeamService(
        new TeamRepository(db),
        identity.outbox,
        new WorkspaceTransferService(),
        identity.signUp,
      ),
    ),
  );
  await app.register(routes(workspaceRoutes, customers, projects));
  await app.register(routes(cartMoveRoutes, new CartMoveService(cart, projects)));
  await app.register(
    routes(navigationRoutes, new NavigationService(new NavigationRepository(db)), catalog),
  );
  const visualization = buildVisualization(db, config, catalog, app.log);
  await app.register(routes(visualizationRoutes, visualization.service));
  // Renders left by a previous run resume (or fail with the spec's message) once the app is up.
  app.addHook('onReady', async () => {
    await visualization.start();
  });
  // preClose: before the database handle closes (server.ts closes it in an onClose hook).
  app.addHook('preClose', () => visualization.stop());

  await app.register(
    routes(
      assistantRoutes,
      new AssistantService(
        new AssistantRepository(db),
        // Cara's image input takes the room-photo upload's content check.
        new RoomPhotoCheck(new UploadStore(config.dataDir)),
        config.caraLlm ? new LlmEngine(config.caraLlm) : new BuiltInEngine(),
      ),
    ),
  );
  await app.register(routes(activityRoutes, new ActivityService(new ActivityRepository(db))));

  const storefront = new StorefrontHost(
    config.storefrontDist,
    frameSources({
      production: config.env === 'production',
      brandHosts: config.brandHosts,
      brandOrigins: config.brandOrigins,
    }),
    listPageData(catalog),
  );
  await app.register(routes(productPageRoutes, catalog, storefront));
  await registerStorefrontHosting(app, storefront);
  return app;
};

/** The OpenAPI document and page, generated from the contract's schemas. */
const registerApiDocs = async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Trade furniture portal API',
        description:
          'Every JSON call answers {err, errmsg, val}; success when err === 200. Generated from the zod schemas in packages/contract.',
        version: '0.1.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
};
