import { Link } from '../navigation.js';
import { langOf, menuText, type MenuCategory, type PublicMenu } from '../../shared/menu.js';
import { useGuestTranslation } from '../i18n/language.js';
import { AttachLater } from '../ui/AttachLater.js';
import { Photo, type PhotoBox } from '../ui/Photo.js';
import { AvailabilityNote } from './Availability.js';
import styles from './CategoryGrid.module.css';
import { categoryPath } from '../../shared/paths.js';

/**
 * How wide a tile's picture is (CategoryGrid.module.css, HomePage.module.css): half the page
 * less its gutters and the gap, the two columns stopping at 1000 px from 1064 px on.
 */
const CATEGORY_PHOTO: PhotoBox = {
  sizes: '(min-width: 1064px) 488px, (min-width: 768px) calc(50vw - 44px), (min-width: 480px) calc(50vw - 26px), calc(50vw - 22px)',
  width: 600,
  height: 400,
};

interface CategoryGridProps {
  categories: readonly MenuCategory[];
  media: PublicMenu['media'];
}

/** The active categories in their order, two to a row (spec §2). */
export function CategoryGrid({ categories, media }: CategoryGridProps) {
  const { t } = useGuestTranslation();
  if (categories.length === 0) return <p className={styles.empty}>{t('home.noCategories')}</p>;
  return (
    // The list attaches after the page's frame, then each tile in a task of its own (ui/attached.ts).
    <AttachLater>
      <Tiles categories={categories} media={media} />
    </AttachLater>
  );
}

function Tiles({ categories, media }: CategoryGridProps) {
  const { language } = useGuestTranslation();
  const inOrder = [...categories].sort((a, b) => a.order - b.order);
  return (
    <ul className={styles.grid}>
      {inOrder.map((category) => {
        const nameText = menuText(category, 'name', language);
        const descriptionText = menuText(category, 'description', language);
        const name = nameText.text;
        const description = descriptionText.text;
        return (
          <AttachLater key={category.id}>
            <li>
              <Link className={styles.card} to={categoryPath(category, language)}>
                <Photo
                  image={category.image}
                  info={media[category.image]}
                  alt=""
                  className={styles.image}
                  box={CATEGORY_PHOTO}
                  // Below the hero, the campaign and the weekly choice: fetched as the guest nears them.
                  priority="lazy"
                  name={name}
                />
                <span className={styles.body}>
                  <span className={styles.name} {...langOf(nameText, language)}>
                    {name}
                  </span>
                  <AvailabilityNote availability={category.availability} />
                  {description && (
                    <span className={styles.description} {...langOf(descriptionText, language)}>
                      {description}
                    </span>
                  )}
                </span>
              </Link>
            </li>
          </AttachLater>
        );
      })}
    </ul>
  );
}
