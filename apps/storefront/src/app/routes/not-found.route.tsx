import { useTranslation } from 'react-i18next';
import { NotFoundScreen } from '../../features/errors/not-found-screen';
import { useCurrentRoute } from '../route-handle';

/** /404: unknown paths and other brands' routes land here. */
export function Component() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  return (
    <NotFoundScreen
      title={route?.title ?? 'Page Not Found'}
      code={t('notFound.code')}
      text={t('notFound.text')}
      homeLabel={t('notFound.home')}
      contactLabel={t('notFound.contact')}
    />
  );
}
