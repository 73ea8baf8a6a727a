import { Link } from '../navigation.js';
import { langOf, localized, menuText, type PublicMenu } from '../../shared/menu.js';
import { useGuestTranslation } from '../i18n/language.js';
import { categoryPath } from '../../shared/paths.js';
import { Photo, type PhotoBox } from '../ui/Photo.js';
import { ProductPrice } from './ProductPrice.js';
import styles from './WeeklyChoice.module.css';

/**
 * How wide the picture is (WeeklyChoice.module.css): the page less its gutters on a phone, then
 * a column of 40 % of the card, at most 400 px.
 */
const WEEKLY_PHOTO: PhotoBox = {
  sizes: '(min-width: 1064px) 400px, (min-width: 768px) calc(40vw - 26px), (min-width: 480px) calc(40vw - 16px), calc(100vw - 32px)',
  width: 400,
  height: 300,
};

/** The product of the week, on the home page only (spec §2). */
export function WeeklyChoice({ menu }: { menu: PublicMenu }) {
  const { t, language } = useGuestTranslation();
  const product = menu.products.find((p) => p.id === menu.weeklyChoiceId);
  if (!product) return null;
  const category = menu.categories.find((c) => c.id === product.categoryId);
  const name = localized(product, language);
  const description = menuText(product, 'description', language);

  return (
    <section className={styles.card} aria-labelledby="weekly-choice-title">
      <Photo
        image={product.image}
        info={menu.media[product.image]}
        alt={name}
        className={styles.image}
        box={WEEKLY_PHOTO}
        priority="lazy"
        name={name}
      />
      <div className={styles.body}>
        <h2 id="weekly-choice-title" className={styles.title}>
          {t('home.weeklyChoice', { name })}
        </h2>
        <p className={styles.description} {...langOf(description, language)}>
          {description.text}
        </p>
        <ProductPrice product={product} short className={styles.price} />
        {category && (
          <Link className={styles.link} to={categoryPath(category, language)}>
            {t('home.weeklyChoiceLink', { category: localized(category, language) })}
          </Link>
        )}
      </div>
    </section>
  );
}
