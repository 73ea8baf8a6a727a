import { useId, useState, type ChangeEvent } from 'react';
import { MENU_LANGUAGES, type OptionalLanguage } from '../../../shared/languages.js';
import {
  IMPORT_STATUS_LABELS,
  type ImportPreview,
  type ImportStatus,
  type TranslationFileFormat,
} from '../../../shared/schemas/translation.js';
import { exportPath, useImportTranslations } from '../api/translations.js';
import { Button, buttonClass } from '../ui/Button.js';
import { ErrorMessage } from '../ui/ErrorMessage.js';
import { StatusBadge, type BadgeTone } from '../ui/StatusBadge.js';
import table from '../ui/Table.module.css';
import { notify } from '../ui/toasts.js';
import styles from './TranslationsPage.module.css';

const TONES: Record<ImportStatus, BadgeTone> = { new: 'success', changed: 'info', unchanged: 'neutral', refused: 'danger' };

/** What a file's name says it is: XLIFF (`.xlf`, `.xliff`, `.xml`) or CSV; null for neither. */
function formatOf(name: string): TranslationFileFormat | null {
  if (/\.(xlf|xliff|xml)$/i.test(name)) return 'xliff';
  if (/\.csv$/i.test(name)) return 'csv';
  return null;
}

/**
 * A translator without a Sofra account works on a file: one language downloaded as XLIFF (for
 * translation tools) or CSV (for Excel), and sent back. The file is read against the menu first,
 * every row new, changed, the same or refused with its reason, and saved only when the person
 * confirms and no row is refused.
 */
export function TranslationFile({ language, blocked }: { language: OptionalLanguage; blocked: boolean }) {
  const id = useId();
  const importing = useImportTranslations(language);
  const [file, setFile] = useState<{ name: string; format: TranslationFileFormat; text: string } | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [unreadable, setUnreadable] = useState<string | null>(null);
  const name = MENU_LANGUAGES[language].name;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    setPreview(null);
    setUnreadable(null);
    if (!chosen) return;
    const format = formatOf(chosen.name);
    if (!format) {
      setUnreadable(`"${chosen.name}" bir XLIFF (.xlf) ya da CSV (.csv) dosyası değil.`);
      return;
    }
    const text = await chosen.text();
    setFile({ name: chosen.name, format, text });
    importing.mutate({ format, file: text, apply: false }, { onSuccess: setPreview });
  };

  const apply = () => {
    if (!file) return;
    importing.mutate(
      // From the versions the preview read: a text saved since refuses the file (409) rather than being overwritten.
      { format: file.format, file: file.text, apply: true, basis: preview?.basis ?? [] },
      {
        onSuccess: (applied) => {
          notify.success(`${file.name}: ${applied.counts.new + applied.counts.changed} çeviri kaydedildi.`);
          setFile(null);
          setPreview(null);
        },
      },
    );
  };

  const shown = preview?.rows ?? [];
  // The preview lists the first refusals of a file and counts the rest.
  const unlisted = (preview?.counts.refused ?? 0) - shown.filter((row) => row.status === 'refused').length;
  return (
    <section className={styles.file} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.fileTitle}>
        Çevirmen için dosya
      </h2>
      <div className={styles.fileActions}>
        <a className={buttonClass('secondary', true)} href={exportPath(language, 'xliff')} download>
          XLIFF indir
        </a>
        <a className={buttonClass('secondary', true)} href={exportPath(language, 'csv')} download>
          CSV indir (Excel)
        </a>
        <label className={buttonClass('secondary', true)}>
          Dosya yükle…
          <input
            className="sr-only"
            type="file"
            accept=".xlf,.xliff,.xml,.csv"
            onChange={(event) => void choose(event)}
            disabled={blocked}
          />
        </label>
      </div>
      {blocked && <p className={table.muted}>Dosya yüklemeden önce tablodaki değişiklikleri kaydedin ya da vazgeçin.</p>}
      {unreadable && <ErrorMessage message={unreadable} />}
      {importing.isError && <ErrorMessage error={importing.error} />}
      {importing.isPending && !preview && <p role="status">Dosya okunuyor…</p>}
      {preview && file && (
        <div className={styles.preview}>
          <p role="status">
            {file.name} ({name}): {preview.counts.new} yeni, {preview.counts.changed} değişen, {preview.counts.unchanged} aynı
            {preview.counts.refused > 0
              ? `, ${preview.counts.refused} reddedilen satır. Reddedilen satır varken hiçbir çeviri kaydedilmez.`
              : '.'}
          </p>
          {shown.length > 0 && (
            <div className={table.wrap}>
              <table className={table.table}>
                <caption className="sr-only">Dosyadaki değişiklikler</caption>
                <thead>
                  <tr>
                    <th scope="col">Yer</th>
                    <th scope="col">Durum</th>
                    <th scope="col">Türkçe</th>
                    <th scope="col">Şimdiki</th>
                    <th scope="col">Dosyadaki</th>
                  </tr>
                </thead>
                <tbody>
                  {shown.map((row) => (
                    <tr key={`${row.place} ${row.key}`}>
                      <th scope="row" data-label="Yer">
                        {row.place}
                        <span className={styles.field}>{row.recordName || row.key}</span>
                      </th>
                      <td data-label="Durum">
                        <StatusBadge tone={TONES[row.status]}>{IMPORT_STATUS_LABELS[row.status]}</StatusBadge>
                        {row.reason && <p className={styles.refused}>{row.reason}</p>}
                      </td>
                      <td data-label="Türkçe" lang="tr">
                        {row.source}
                      </td>
                      <td data-label="Şimdiki" lang={language} dir={MENU_LANGUAGES[language].dir}>
                        {row.before}
                      </td>
                      <td data-label="Dosyadaki" lang={language} dir={MENU_LANGUAGES[language].dir}>
                        {row.after}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {unlisted > 0 && <p className={table.muted}>ve {unlisted} reddedilen satır daha.</p>}
          <div className={styles.saveBar}>
            <Button
              variant="primary"
              onClick={apply}
              disabled={preview.counts.refused > 0 || preview.counts.new + preview.counts.changed === 0 || importing.isPending}
            >
              {importing.isPending ? 'Kaydediliyor…' : `Dosyayı uygula (${preview.counts.new + preview.counts.changed} çeviri)`}
            </Button>
            <Button
              onClick={() => {
                setFile(null);
                setPreview(null);
              }}
            >
              Vazgeç
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
