import { contactUs, dealerSearch, designerInfo, ok, sampleRequest } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ContentService } from '../../modules/content/content.service';

const tags = ['content'];

export const contentRoutes =
  (content: ContentService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      contactUs.path,
      {
        config: { rateLimit: 'contact' },
        schema: {
          tags,
          summary: 'Contact form',
          body: contactUs.body,
          response: { 200: contactUs.response },
        },
      },
      async (request) => ok(await content.contact(request.brand, request.caller, request.body)),
    );
    app.post(
      sampleRequest.path,
      {
        config: { rateLimit: 'sample' },
        schema: {
          tags,
          summary: 'Sample request',
          body: sampleRequest.body,
          response: { 200: sampleRequest.response },
        },
      },
      async (request) => ok(await content.sample(request.brand, request.caller, request.body)),
    );
    app.get(
      dealerSearch.path,
      {
        schema: {
          tags,
          summary: 'Dealers near a ZIP code or in a state',
          querystring: dealerSearch.querystring,
          response: { 200: dealerSearch.response },
        },
      },
      async (request) => ok(await content.dealers(request.query)),
    );
    app.post(
      designerInfo.path,
      {
        schema: {
          tags,
          summary: "The customer's designer (footer block)",
          response: { 200: designerInfo.response },
        },
      },
      async (request) => ok(await content.designerInfo(request.caller)),
    );
  };
