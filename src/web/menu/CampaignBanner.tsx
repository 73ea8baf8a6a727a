import { langOf, menuText, type MenuCampaign } from '../../shared/menu.js';
import { formatLira } from '../../shared/money.js';
import type { PhotoInfo } from '../../shared/schemas/media.js';
import { useGuestTranslation } from '../i18n/language.js';
import { Photo, type PhotoBox } from '../ui/Photo.js';
import styles from './CampaignBanner.module.css';

/**
 * How wide the banner's picture is (CampaignBanner.module.css): the page less its gutters on a
 * phone, the left half of it from 768 px (the page stops growing at 1400 px).
 */
const CAMPAIGN_PHOTO: PhotoBox = {
  sizes: '(min-width: 1400px) 668px, (min-width: 768px) calc(50vw - 32px), (min-width: 480px) calc(100vw - 40px), calc(100vw - 32px)',
  width: 800,
  height: 400,
};

/** The running campaign, in the guest's language (spec §2, D13 decides which one runs). */
export function CampaignBanner({ campaign, photo }: { campaign: MenuCampaign; photo: PhotoInfo | undefined }) {
  const { t, language } = useGuestTranslation();
  const titleText = menuText(campaign, 'title', language);
  const descriptionText = menuText(campaign, 'description', language);
  const title = titleText.text;
  const description = descriptionText.text;

  return (
    <section className={styles.banner} aria-labelledby="campaign-title">
      {campaign.image && (
        <Photo
          image={campaign.image}
          info={photo}
          alt=""
          className={styles.image}
          box={CAMPAIGN_PHOTO}
          // Under the hero, partly on a phone's first screen: fetched once the page is laid out,
          // so the hero, the page's largest picture, has the connection to itself until then.
          priority="lazy"
          name={title}
        />
      )}
      <div className={styles.body}>
        <p className={styles.label}>{t('campaign.label')}</p>
        <h2 id="campaign-title" className={styles.title} {...langOf(titleText, language)}>
          {title}
        </h2>
        {description && (
          <p className={styles.description} {...langOf(descriptionText, language)}>
            {description}
          </p>
        )}
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
