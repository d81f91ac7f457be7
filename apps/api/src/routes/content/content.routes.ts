import { contactUs, dealerSearch, designerInfo, sampleRequest } from '@portal/contract';
import type { ContentService } from '../../modules/content/content.service';
import { type RouteApp, route } from '../define-route';

export const contentRoutes = (app: RouteApp, content: ContentService): void => {
  route(app, contactUs, ({ brand, caller, body }) => content.contact(brand, caller, body), {
    config: { rateLimit: 'contact' },
  });
  route(app, sampleRequest, ({ brand, caller, body }) => content.sample(brand, caller, body), {
    config: { rateLimit: 'sample' },
  });
  route(app, dealerSearch, ({ query }) => content.dealers(query));
  route(app, designerInfo, ({ caller }) => content.designerInfo(caller));
};
