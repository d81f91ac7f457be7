import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { RouteErrorScreen } from '../features/errors/route-error-screen';

const describe = (error: unknown): string =>
  isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? (error.stack ?? error.message)
      : String(error);

/** Error element of the route tree: the error screen with the shell's texts. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  return (
    <RouteErrorScreen
      title={t('routeError.title')}
      text={t('routeError.text')}
      reloadLabel={t('routeError.reload')}
      homeLabel={t('routeError.home')}
      detail={import.meta.env.DEV ? describe(error) : undefined}
    />
  );
}
