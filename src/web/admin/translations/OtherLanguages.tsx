import { useState } from 'react';
import { Link } from 'react-router-dom';
import { MENU_LANGUAGES, OPTIONAL_LANGUAGES, type OptionalLanguage } from '../../../shared/languages.js';
import { translationFieldLabel, type TranslatableResource, type TranslationRow } from '../../../shared/schemas/translation.js';
import { useTranslationGrid } from '../api/translations.js';
import { ErrorMessage } from '../ui/ErrorMessage.js';
import { StatusBadge } from '../ui/StatusBadge.js';
import styles from './TranslationsPage.module.css';

/** A field's name in a record's own view: "Ad", "Boy: Büyük", "Seçenek: soğan". */
export const fieldName = (row: Pick<TranslationRow, 'field' | 'source'>) => translationFieldLabel(row);

/**
 * A record's texts in the languages beside Turkish and English, in its form (decision 005): each
 * language's translations of its fields, missing or stale ones said so, and a link to translate
 * them on the 'Çeviriler' page. Read when opened, one small request per language.
 */
export function OtherLanguages({ resource, id }: { resource: TranslatableResource; id: number }) {
  const [open, setOpen] = useState(false);
  return (
    <details className={styles.other} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Diğer diller: {OPTIONAL_LANGUAGES.map((code) => MENU_LANGUAGES[code].name).join(', ')}</summary>
      {open && OPTIONAL_LANGUAGES.map((language) => <RecordLanguage key={language} language={language} record={`${resource}/${id}`} />)}
    </details>
  );
}

function RecordLanguage({ language, record }: { language: OptionalLanguage; record: string }) {
  const grid = useTranslationGrid(language, { record });
  const { name, dir } = MENU_LANGUAGES[language];
  return (
    <section className={styles.otherLanguage} aria-label={name}>
      <h3 lang={language} className={styles.otherTitle}>
        {name}
      </h3>
      {grid.isError && <ErrorMessage error={grid.error} onRetry={() => void grid.refetch()} />}
      {grid.data && (
        <dl className={styles.otherTexts}>
          {grid.data.rows.map((row) => (
            <div key={row.field}>
              <dt>{fieldName(row)}</dt>
              <dd>
                {row.text === '' ? (
                  <StatusBadge tone="info">Eksik</StatusBadge>
                ) : (
                  <>
                    <span lang={language} dir={dir}>
                      {row.text}
                    </span>{' '}
                    {row.stale && <StatusBadge tone="warning">Türkçesi değişti</StatusBadge>}
                  </>
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
      <Link to={`/admin/translations?dil=${language}&kayit=${record}`}>{name} çevirilerini düzenle</Link>
    </section>
  );
}
