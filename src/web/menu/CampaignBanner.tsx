import type { MenuCampaign } from '../../shared/menu.js';
import { formatLira } from '../../shared/money.js';
import { useGuestTranslation } from '../i18n/language.js';
import styles from './CampaignBanner.module.css';

/** The running campaign, in the guest's language (spec §2, D13 decides which one runs). */
export function CampaignBanner({ campaign }: { campaign: MenuCampaign }) {
  const { t, language } = useGuestTranslation();
  const title = language === 'en' ? campaign.titleEn : campaign.titleTr;
  const description = language === 'en' ? campaign.descriptionEn : campaign.descriptionTr;

  return (
    <section className={styles.banner} aria-labelledby="campaign-title">
      {campaign.image && <img className={styles.image} src={campaign.image} width={800} height={400} alt="" decoding="async" />}
      <div className={styles.body}>
        <p className={styles.label}>{t('campaign.label')}</p>
        <h2 id="campaign-title" className={styles.title}>
          {title}
        </h2>
        {description && <p className={styles.description}>{description}</p>}
        <CampaignPrice price={campaign.priceKurus} discountPrice={campaign.discountPriceKurus} />
      </div>
    </section>
  );
}

function CampaignPrice({ price, discountPrice }: { price: number | null; discountPrice: number | null }) {
  const { t } = useGuestTranslation();
  if (price !== null && discountPrice !== null) {
    return (
      <p className={styles.prices}>
        <span className="sr-only">{t('campaign.oldPrice')}: </span>
        <del className={styles.oldPrice}>{formatLira(price)}</del> <span className="sr-only">{t('campaign.discountPrice')}: </span>
        <strong className={styles.price}>{formatLira(discountPrice)}</strong>
      </p>
    );
  }
  const only = discountPrice ?? price;
  if (only === null) return null;
  return (
    <p className={styles.prices}>
      <span className="sr-only">{t('campaign.price')}: </span>
      <strong className={styles.price}>{formatLira(only)}</strong>
    </p>
  );
}
