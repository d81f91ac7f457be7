import brand from '@brand';
import { useTranslation } from 'react-i18next';
import { SmartLink } from '../../components/smart-link';
import classes from './promotion-banner.module.css';

/** The strip under the header with the season's offer (ART, spec 9); nothing elsewhere. */
export default function PromotionBanner() {
  const { t } = useTranslation();
  const promotion = brand.promotion;
  if (!promotion) return null;
  return (
    <aside className={classes.banner} aria-label={t('shell.promotion')} data-testid="promotion">
      <p className={classes.text}>
        <span className={classes.offer}>
          {t('shell.promotionText', { percent: promotion.percent })}{' '}
          <strong className={classes.code}>{promotion.code}</strong>
        </span>
        <SmartLink to={promotion.to} className={classes.link}>
          {t('shell.promotionCta')}
        </SmartLink>
      </p>
    </aside>
  );
}
