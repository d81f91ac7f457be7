import { shoppingCartMoveToProject } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CartMoveService } from '../../modules/cart/cart-move.service';
import { route } from '../define-route';

/** Registered after the workspace: moving needs its projects. */
export const cartMoveRoutes =
  (move: CartMoveService): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, shoppingCartMoveToProject, ({ brand, caller, body }) =>
      move.moveToProject(caller, brand, body.id, body.project_id),
    );
  };
