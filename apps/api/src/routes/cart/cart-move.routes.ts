import { shoppingCartMoveToProject } from '@portal/contract';
import type { CartMoveService } from '../../modules/cart/cart-move.service';
import { type RouteApp, route } from '../define-route';

/** Registered after the workspace: moving needs its projects. */
export const cartMoveRoutes = (app: RouteApp, move: CartMoveService): void => {
  route(app, shoppingCartMoveToProject, ({ brand, caller, body }) =>
    move.moveToProject(caller, brand, body.id, body.project_id),
  );
};
