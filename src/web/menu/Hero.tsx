import { useGuestTranslation } from '../i18n/language.js';
import { usePreloadImage } from '../ui/page-head.js';
import styles from './Hero.module.css';

const HERO_IMAGE = '/images/menu/hero.svg';
const HERO = { href: HERO_IMAGE };

/** The welcome at the top of the home page, with a button down to the categories. */
export function Hero({ onScrollDown }: { onScrollDown: () => void }) {
  const { t } = useGuestTranslation();
  usePreloadImage(HERO);
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <img className={styles.image} src={HERO_IMAGE} width={1200} height={600} alt="" fetchPriority="high" />
      <div className={styles.text}>
        <h1 id="hero-title" className={styles.title}>
          {t('home.heroTitle')}
        </h1>
        <p className={styles.subtitle}>{t('home.heroSubtitle')}</p>
        <button type="button" className={styles.scroll} onClick={onScrollDown}>
          <span>{t('home.scrollDown')}</span>
          <span aria-hidden="true" className={styles.arrow}>
            ↓
          </span>
        </button>
      </div>
    </section>
  );
}
