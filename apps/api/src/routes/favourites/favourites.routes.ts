import {
  clickLike,
  collectionCreate,
  collectionDelete,
  collectionList,
  collectionShareList,
  collectionShareSendEmail,
  favouriteList,
} from '@portal/contract';
import type { FavouritesService } from '../../modules/favourites/favourites.service';
import { type RouteApp, route } from '../define-route';

export const favouritesRoutes = (app: RouteApp, favourites: FavouritesService): void => {
  route(app, clickLike, ({ caller, brand, body }) => favourites.clickLike(caller, brand, body));
  route(app, favouriteList, ({ caller, brand, body }) =>
    favourites.list(caller, brand, body.customer_id),
  );
  route(app, collectionCreate, ({ caller, body }) => favourites.createCollection(caller, body));
  route(app, collectionDelete, ({ caller, body }) => favourites.deleteCollection(caller, body));
  route(app, collectionList, ({ caller, body }) =>
    favourites.collections(caller, body.customer_id),
  );
  route(
    app,
    collectionShareSendEmail,
    ({ caller, brandOrigin, body }) => favourites.share(caller, brandOrigin, body),
    { config: { rateLimit: 'collection-share' } },
  );
  // Opened from a mail, often on a browser holding an old session: it must not stop the list.
  route(
    app,
    collectionShareList,
    ({ caller, brand, body }) => favourites.shared(caller, brand, body.token),
    { config: { sessionOptional: true } },
  );
};
