import { Avatar } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DesignerInfo, fetchDesignerInfo } from './footer-api';
import classes from './site-footer.module.css';

/** The customer's designer in the footer (spec 7: designer_info), nothing when there is none. */
export default function DesignerCard() {
  const { t } = useTranslation();
  const [info, setInfo] = useState<DesignerInfo | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchDesignerInfo(controller.signal).then(setInfo, () => setInfo(null));
    return () => controller.abort();
  }, []);
  if (!info) return null;
  return (
    <section className={classes.designer} aria-label={t('footer.designerInfo')}>
      <Avatar src={info.img || null} name={info.name} color="brand" size={48} alt="" />
      <div>
        <p className={classes.heading}>{t('footer.designerInfo')}</p>
        <p className={classes.designerName} data-testid="designer-name">
          {info.name}
        </p>
        <p className={classes.designerContact}>
          {info.email && (
            <a className={classes.link} href={`mailto:${info.email}`}>
              <span className={classes.label}>{t('footer.designerEmail')}: </span>
              {info.email}
            </a>
          )}
          {info.phone_number && (
            <a className={classes.link} href={`tel:${info.phone_number}`}>
              <span className={classes.label}>{t('footer.designerPhone')}: </span>
              {info.phone_number}
            </a>
          )}
        </p>
      </div>
    </section>
  );
}
