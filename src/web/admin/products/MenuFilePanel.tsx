import { useState } from 'react';
import type { MenuImportPreview } from '../../../shared/schemas/menu-file.js';
import { ApiError } from '../../api/client.js';
import { base64Of, useImportMenuFile } from '../api/menu-file.js';
import { Button } from '../ui/Button.js';
import { Field } from '../ui/Field.js';
import { StatusBadge } from '../ui/StatusBadge.js';
import table from '../ui/Table.module.css';
import { notify } from '../ui/toasts.js';
import styles from '../translations/TranslationsPage.module.css';

const STATES = {
  new: { label: 'Yeni', tone: 'success' },
  changed: { label: 'Değişiyor', tone: 'warning' },
  unchanged: { label: 'Aynı', tone: 'neutral' },
  refused: { label: 'Reddedildi', tone: 'danger' },
} as const;

/**
 * The menu in and out of a spreadsheet: the whole menu as Excel or CSV, and a file edited in
 * Excel or LibreOffice read back with a preview per dish (new, changed with each value before
 * and after, unchanged, refused with why); saved only when every row is accepted.
 */
export function MenuFilePanel() {
  const read = useImportMenuFile();
  const [file, setFile] = useState<{ base64: string; name: string } | null>(null);
  const [preview, setPreview] = useState<MenuImportPreview | null>(null);
  const [error, setError] = useState<string | undefined>();

  const choose = async (chosen: File | undefined) => {
    setPreview(null);
    setError(undefined);
    if (!chosen) return setFile(null);
    const base64 = await base64Of(chosen);
    setFile({ base64, name: chosen.name });
    read.mutate(
      { file: base64 },
      {
        onSuccess: setPreview,
        onError: (failure) => setError(failure instanceof ApiError ? (failure.body.fields?.file ?? failure.message) : String(failure)),
      },
    );
  };
  const save = () => {
    if (!file || !preview) return;
    read.mutate(
      { file: file.base64, apply: true, basis: preview.basis },
      {
        onSuccess: (saved) => {
          notify.success(`${saved.counts.new} ürün eklendi, ${saved.counts.changed} ürün güncellendi.`);
          setPreview(null);
          setFile(null);
        },
        onError: (failure) => notify.error(failure instanceof Error ? failure.message : 'Kaydedilemedi'),
      },
    );
  };
  const counts = preview?.counts;
  const toSave = counts ? counts.new + counts.changed : 0;
  return (
    <details className={styles.other}>
      <summary>Excel ile toplu düzenleme</summary>
      <p>
        Menünün tamamını indirin, Excel ya da LibreOffice’te düzenleyin (fiyatlar Türkçe yazılabilir: 1.250,50), sonra yükleyin. Yeni bir
        ürün için “Ürün No”yu boş bırakın.{' '}
        <a href="/api/admin/products/export.xlsx" download>
          Excel (.xlsx) indir
        </a>{' '}
        ·{' '}
        <a href="/api/admin/products/export.csv" download>
          CSV indir
        </a>
      </p>
      <Field label="Düzenlenmiş dosya (.xlsx ya da .csv)" error={error}>
        {(control) => (
          <input
            {...control}
            type="file"
            accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
            onChange={(event) => void choose(event.target.files?.[0])}
          />
        )}
      </Field>
      {read.isPending && <p role="status">Okunuyor…</p>}
      {preview && counts && (
        <section aria-labelledby="menu-file-preview">
          <h3 id="menu-file-preview">
            Önizleme: {counts.new} yeni, {counts.changed} değişen, {counts.unchanged} aynı, {counts.refused} reddedilen
          </h3>
          {counts.refused > 0 && (
            <p role="alert">Reddedilen satırlar varken hiçbir şey kaydedilmez: nedenleri düzeltip dosyayı yeniden yükleyin.</p>
          )}
          <div className={table.wrap}>
            <table className={table.table}>
              <caption className="sr-only">Dosyadaki ürünler ve ne olacağı</caption>
              <thead>
                <tr>
                  <th scope="col">Satır</th>
                  <th scope="col">Ürün</th>
                  <th scope="col">Durum</th>
                  <th scope="col">Ayrıntı</th>
                </tr>
              </thead>
              <tbody>
                {preview.entries
                  .filter((entry) => entry.state !== 'unchanged')
                  .map((entry) => (
                    <tr key={entry.rows.join()}>
                      <td className={table.nowrap}>{entry.rows.join(', ')}</td>
                      <th scope="row">{entry.name}</th>
                      <td>
                        <StatusBadge tone={STATES[entry.state].tone}>{STATES[entry.state].label}</StatusBadge>
                      </td>
                      <td>
                        <ul>
                          {entry.changes.map((change) => (
                            <li key={change.field}>
                              {change.field}: {change.before} → <strong>{change.after}</strong>
                            </li>
                          ))}
                          {entry.reasons.map((reason) => (
                            <li key={reason}>{reason}</li>
                          ))}
                        </ul>
                      </td>
                    </tr>
                  ))}
              </tbody>
            </table>
          </div>
          <Button variant="primary" onClick={save} disabled={read.isPending || counts.refused > 0 || toSave === 0}>
            {`Kaydet (${toSave} ürün)`}
          </Button>
        </section>
      )}
    </details>
  );
}
