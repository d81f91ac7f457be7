import {
  addBatch,
  productListNoLogin,
  shoppingCartAdd,
  shoppingCartChangeNumber,
  shoppingCartDelete,
  shoppingCartList,
  shoppingCartListNew,
} from '@portal/contract';
import type { CartService } from '../../modules/cart/cart.service';
import { type RouteApp, route } from '../define-route';

export const cartRoutes = (app: RouteApp, cart: CartService): void => {
  route(app, shoppingCartList, ({ brand, caller }) => cart.state(caller, brand));
  route(app, shoppingCartListNew, async ({ brand, caller }) => {
    const state = await cart.state(caller, brand);
    const brands = [...new Set(state.list.map((l) => l.brand_id))].map((brand_id) => ({
      brand_id,
      list: state.list.filter((l) => l.brand_id === brand_id),
    }));
    return { ...state, brands };
  });
  route(app, shoppingCartAdd, ({ brand, caller, body }) => cart.add(caller, brand, body));
  route(app, shoppingCartChangeNumber, ({ brand, caller, body }) =>
    cart.changeCount(caller, brand, body.id, body.number),
  );
  route(app, shoppingCartDelete, ({ brand, caller, body }) => cart.remove(caller, brand, body.ids));
  route(app, productListNoLogin, ({ brand, body }) => cart.guestLines(brand, body.sku_list));
  route(app, addBatch, ({ brand, caller, body }) => cart.addBatch(caller, brand, body.sku_list));
};
