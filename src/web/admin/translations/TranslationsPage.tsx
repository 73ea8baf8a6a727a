import { useMemo, useState, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { MENU_LANGUAGES, OPTIONAL_LANGUAGES, type OptionalLanguage } from '../../../shared/languages.js';
import {
  TRANSLATABLE,
  TRANSLATABLE_RESOURCES,
  coverageOf,
  type TranslatableResource,
  type TranslationRow,
} from '../../../shared/schemas/translation.js';
import { foldTurkish } from '../../../shared/text.js';
import { ApiError } from '../../api/client.js';
import { useSettings } from '../api/settings.js';
import { useSaveTranslations, useTranslationGrid } from '../api/translations.js';
import { useStaffUser } from '../session/staff-user.js';
import { Button } from '../ui/Button.js';
import { ErrorMessage } from '../ui/ErrorMessage.js';
import { Field, SelectField } from '../ui/Field.js';
import fieldStyles from '../ui/Field.module.css';
import { PageHeader } from '../ui/PageHeader.js';
import { Pager } from '../ui/Pager.js';
import { Empty, Loading } from '../ui/QueryState.js';
import { StatusBadge } from '../ui/StatusBadge.js';
import table from '../ui/Table.module.css';
import toolbar from '../ui/Toolbar.module.css';
import { notify } from '../ui/toasts.js';
import { askBeforeDiscarding, useUnsavedChanges } from '../ui/unsaved-changes.js';
import { ChoiceOptions } from '../ui/RecordFields.js';
import { fieldName } from './OtherLanguages.js';
import { TranslationFile } from './TranslationFile.js';
import styles from './TranslationsPage.module.css';

const TITLE = 'Çeviriler';
const LANGUAGE_PARAM = 'dil';
/** One record's texts only (`?kayit=products/12`), as its form links them. */
const RECORD_PARAM = 'kayit';

type Show = 'all' | 'missing' | 'stale';
const SHOW_LABELS: Record<Show, string> = { all: 'Tümü', missing: 'Eksik', stale: 'Türkçesi değişti' };

/**
 * Texts on one page of the grid. The 300-dish menu has over 600, each an input that is drawn
 * again with every key typed: a page of them keeps typing instant on the counter's phone.
 */
export const TEXTS_PER_PAGE = 50;

const keyOf = (row: Pick<TranslationRow, 'resource' | 'id' | 'field'>) => `${row.resource} ${row.id} ${row.field}`;

/**
 * The menu in one language beside Turkish and English (decision 005): every text guests read,
 * its Turkish source and English beside it, and the translation to type. Edits are kept on the
 * page and saved together, each from the version it was loaded with; a text whose Turkish
 * changed since it was translated says so until it is saved again.
 */
export default function TranslationsPage() {
  const me = useStaffUser();
  // Only admins read the settings: staff see the languages without whether guests have them.
  const on = useSettings({ enabled: me.role === 'admin' }).data?.menuLanguages;
  // The language is in the address (`?dil=ru`): a reload or a shared link keeps it.
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get(LANGUAGE_PARAM);
  const language = OPTIONAL_LANGUAGES.find((code) => code === asked) ?? on?.[0] ?? OPTIONAL_LANGUAGES[0]!;
  const [edits, setEdits] = useState<Map<string, string>>(new Map());
  useUnsavedChanges(edits.size > 0);

  const chooseLanguage = (next: OptionalLanguage) => {
    if (next === language) return;
    // Typing in one language is never lost by choosing another.
    askBeforeDiscarding(() => {
      setEdits(new Map());
      setSearchParams((params) => {
        params.set(LANGUAGE_PARAM, next);
        return params;
      });
    });
  };

  return (
    <>
      <PageHeader
        title={TITLE}
        description="Menünün Türkçe ve İngilizce dışındaki dilleri. Türkçe metin değişince çevirisi “Türkçesi değişti” olarak işaretlenir."
      />
      <LanguageChoice language={language} on={on} onChoose={chooseLanguage} />
      <TranslationGrid
        key={language}
        language={language}
        edits={edits}
        setEdits={setEdits}
        record={searchParams.get(RECORD_PARAM)}
        showAll={() =>
          setSearchParams((params) => {
            params.delete(RECORD_PARAM);
            return params;
          })
        }
      />
    </>
  );
}

interface LanguageChoiceProps {
  language: OptionalLanguage;
  /** The languages guests have, when known (admins). */
  on: readonly OptionalLanguage[] | undefined;
  onChoose: (language: OptionalLanguage) => void;
}

function LanguageChoice({ language, on, onChoose }: LanguageChoiceProps) {
  return (
    <div role="group" aria-label="Dil" className={styles.languages}>
      {OPTIONAL_LANGUAGES.map((code) => (
        <button key={code} type="button" className={styles.language} aria-pressed={code === language} onClick={() => onChoose(code)}>
          <span lang={code} dir={MENU_LANGUAGES[code].dir}>
            {MENU_LANGUAGES[code].name}
          </span>
          {on && <span className={styles.languageState}>{on.includes(code) ? 'misafirlere açık' : 'kapalı'}</span>}
        </button>
      ))}
    </div>
  );
}

interface GridProps {
  language: OptionalLanguage;
  edits: Map<string, string>;
  setEdits: (update: (edits: Map<string, string>) => Map<string, string>) => void;
  /** `products/12`: that record's texts alone. */
  record: string | null;
  showAll: () => void;
}

function TranslationGrid({ language, edits, setEdits, record, showAll }: GridProps) {
  const grid = useTranslationGrid(language);
  const save = useSaveTranslations(language);
  const [show, setShow] = useState<Show>('all');
  const [resource, setResource] = useState<TranslatableResource | ''>('');
  const [search, setSearch] = useState('');
  const [refused, setRefused] = useState<Map<string, string>>(new Map());
  const [page, setPage] = useState(1);
  // A new filter or search starts again from the first page.
  const fromFirstPage =
    <Value,>(set: (value: Value) => void) =>
    (value: Value) => {
      set(value);
      setPage(1);
    };

  const rows = grid.data?.rows;
  const shown = useMemo(() => {
    const needle = foldTurkish(search.trim());
    return (rows ?? []).filter(
      (row) =>
        (record === null || `${row.resource}/${row.id}` === record) &&
        (resource === '' || row.resource === resource) &&
        (show === 'all' || (show === 'missing' ? row.text === '' : row.stale)) &&
        (needle === '' || [row.source, row.english, row.text, row.recordName].some((text) => foldTurkish(text).includes(needle))),
    );
  }, [rows, record, resource, show, search]);
  const pages = Math.max(1, Math.ceil(shown.length / TEXTS_PER_PAGE));
  // Fewer texts than the page held (a text saved away from 'Eksik', one record's): their last page.
  const current = Math.min(page, pages);
  const pageRows = shown.slice((current - 1) * TEXTS_PER_PAGE, current * TEXTS_PER_PAGE);

  if (grid.isPending) return <Loading />;
  if (grid.isError) return <ErrorMessage error={grid.error} onRetry={() => void grid.refetch()} />;
  const all = grid.data.rows;
  // The coverage as it will be once the edits are saved.
  const coverage = coverageOf(all.map((row) => ({ ...row, text: edits.get(keyOf(row)) ?? row.text })));
  const percent = coverage.total === 0 ? 100 : Math.floor((coverage.translated / coverage.total) * 100);
  const name = MENU_LANGUAGES[language].name;

  const edit = (row: TranslationRow, text: string) =>
    setEdits((current) => {
      const next = new Map(current);
      if (text === row.text) next.delete(keyOf(row));
      else next.set(keyOf(row), text);
      return next;
    });

  const saveAll = () => {
    const byKey = new Map(all.map((row) => [keyOf(row), row]));
    const batch = [...edits].flatMap(([key, text]) => {
      const row = byKey.get(key);
      return row ? [{ resource: row.resource, id: row.id, field: row.field, text, version: row.version }] : [];
    });
    setRefused(new Map());
    save.mutate(batch, {
      onSuccess: ({ saved }) => {
        setEdits(() => new Map());
        notify.success(`${saved} çeviri kaydedildi.`);
      },
      onError: (error) => {
        // The rows refused (`rows.3.text`): their messages beside them; every edit stays typed.
        if (!(error instanceof ApiError) || !error.body.fields) return;
        const messages = new Map<string, string>();
        for (const [path, message] of Object.entries(error.body.fields)) {
          const index = Number(/^rows\.(\d+)\./.exec(path)?.[1] ?? NaN);
          const saved = batch[index];
          if (saved) messages.set(keyOf(saved), message);
        }
        setRefused(messages);
        // The first text refused is shown, on whichever page it is.
        const first = shown.findIndex((row) => messages.has(keyOf(row)));
        if (first >= 0) setPage(Math.floor(first / TEXTS_PER_PAGE) + 1);
        if (error.status === 409) void grid.refetch();
      },
    });
  };

  return (
    <>
      <div className={styles.summary}>
        <p role="status" aria-live="polite" className={styles.coverage}>
          <span lang={language}>{name}</span>: menüdeki {coverage.total} metnin {coverage.translated} tanesi çevrildi (%{percent})
          {coverage.stale > 0 && `, ${coverage.stale} tanesinin Türkçesi değişti`}.
        </p>
        <meter className={styles.meter} min={0} max={coverage.total || 1} value={coverage.translated} aria-label={`${name} çeviri oranı`} />
        <div className={styles.saveBar}>
          <Button variant="primary" onClick={saveAll} disabled={edits.size === 0 || save.isPending}>
            {save.isPending ? 'Kaydediliyor…' : edits.size === 0 ? 'Kaydet' : `Kaydet (${edits.size} değişiklik)`}
          </Button>
          {edits.size > 0 && (
            <Button variant="secondary" onClick={() => askBeforeDiscarding(() => setEdits(() => new Map()))}>
              Vazgeç
            </Button>
          )}
        </div>
      </div>
      {save.isError && <ErrorMessage error={save.error} />}
      <TranslationFile language={language} blocked={edits.size > 0} />
      {record !== null && (
        <p className={styles.only}>
          Yalnızca {all.find((row) => `${row.resource}/${row.id}` === record)?.recordName ?? record} gösteriliyor.{' '}
          <Button
            small
            onClick={() => {
              showAll();
              setPage(1);
            }}
          >
            Tüm metinleri göster
          </Button>
        </p>
      )}
      <div role="search" aria-label="Metinleri filtrele" className={toolbar.toolbar}>
        <SelectField<Show> label="Göster" className={toolbar.filter} value={show} onChange={fromFirstPage(setShow)}>
          <ChoiceOptions choices={(Object.keys(SHOW_LABELS) as Show[]).map((value) => ({ value, label: SHOW_LABELS[value] }))} />
        </SelectField>
        <SelectField<TranslatableResource | ''>
          label="Kayıt türü"
          className={toolbar.filter}
          value={resource}
          onChange={fromFirstPage(setResource)}
        >
          <ChoiceOptions
            choices={[
              { value: '', label: 'Hepsi' },
              ...TRANSLATABLE_RESOURCES.map((value) => ({ value, label: TRANSLATABLE[value].label })),
            ]}
          />
        </SelectField>
        <Field label="Ara" className={toolbar.filter}>
          {(c) => <input {...c} type="search" value={search} onChange={(event) => fromFirstPage(setSearch)(event.target.value)} />}
        </Field>
      </div>
      {shown.length === 0 ? (
        <Empty>{all.length === 0 ? 'Menüde çevrilecek metin yok.' : 'Bu filtreye uyan metin yok.'}</Empty>
      ) : (
        <>
          <div className={table.wrap}>
            <table className={table.table}>
              <caption className="sr-only">
                {name} çevirileri: {shown.length} metin
              </caption>
              <thead>
                <tr>
                  <th scope="col">Metin</th>
                  <th scope="col">Türkçe</th>
                  {/* The headings are upper-cased (Table.module.css): each language's own name by its own
                      rules, never the Turkish ones ("ENGLİSH"). */}
                  <th scope="col" lang="en">
                    English
                  </th>
                  <th scope="col" lang={language}>
                    {name}
                  </th>
                </tr>
              </thead>
              <tbody>
                {pageRows.map((row) => (
                  <GridRow
                    key={keyOf(row)}
                    row={row}
                    language={language}
                    value={edits.get(keyOf(row)) ?? row.text}
                    edited={edits.has(keyOf(row))}
                    refused={refused.get(keyOf(row))}
                    onChange={(text) => edit(row, text)}
                  />
                ))}
              </tbody>
            </table>
          </div>
          {pages > 1 && <Pager page={current} pages={pages} onPage={setPage} total={`${shown.length} metin`} />}
        </>
      )}
    </>
  );
}

interface RowProps {
  row: TranslationRow;
  language: OptionalLanguage;
  value: string;
  edited: boolean;
  refused: string | undefined;
  onChange: (text: string) => void;
}

function GridRow({ row, language, value, edited, refused, onChange }: RowProps) {
  const field = fieldName(row);
  const label = `${row.recordName} · ${field}`;
  const long = row.field === 'description';
  const control = {
    value,
    lang: language,
    dir: MENU_LANGUAGES[language].dir,
    'aria-label': `${label} (${MENU_LANGUAGES[language].name})`,
    'aria-invalid': refused !== undefined,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
    onKeyDown: moveOnEnter,
    className: `${fieldStyles.control} ${styles.input}`,
    'data-translation': '',
  };
  return (
    <tr className={edited ? styles.edited : undefined}>
      <th scope="row" data-label="Metin">
        <span className={styles.record}>{row.recordName}</span>
        <span className={styles.field}>
          {TRANSLATABLE[row.resource].label} · {field}
        </span>
        {!row.isActive && <StatusBadge tone="neutral">Pasif</StatusBadge>}
      </th>
      <td data-label="Türkçe" lang="tr">
        {row.source}
      </td>
      <td data-label="English" lang="en" className={table.muted}>
        {row.english}
      </td>
      <td data-label={MENU_LANGUAGES[language].name}>
        {long ? <textarea rows={2} {...control} /> : <input type="text" {...control} />}
        {row.stale && !edited && <StatusBadge tone="warning">Türkçesi değişti</StatusBadge>}
        {row.text === '' && !edited && <StatusBadge tone="info">Eksik</StatusBadge>}
        {refused && (
          <p className={styles.refused} role="alert">
            {refused}
          </p>
        )}
      </td>
    </tr>
  );
}

/** Enter moves to the next text, as Tab does (Shift+Enter to the one before): a grid typed through without the mouse. */
function moveOnEnter(event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>): void {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
  event.preventDefault();
  const inputs = [...document.querySelectorAll<HTMLElement>('[data-translation]')];
  const next = inputs[inputs.indexOf(event.currentTarget) + (event.shiftKey ? -1 : 1)];
  next?.focus();
}
