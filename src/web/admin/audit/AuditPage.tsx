import { useState } from 'react';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_RESOURCE_LABELS,
  AUDIT_RESOURCES,
  auditQuery,
  type AuditEvent,
  type AuditQueryInput,
  type AuditResource,
} from '../../../shared/schemas/audit.js';
import { useAuditEvents } from '../api/audit.js';
import { useCategories } from '../api/categories.js';
import { useIngredients } from '../api/ingredients.js';
import { useProducts } from '../api/products.js';
import { useTags } from '../api/tags.js';
import { useUsers } from '../api/users.js';
import { Button } from '../ui/Button.js';
import { Pager } from '../ui/Pager.js';
import { formatDateTime } from '../ui/dates.js';
import { ErrorMessage } from '../ui/ErrorMessage.js';
import { Field, SelectField } from '../ui/Field.js';
import { PageHeader } from '../ui/PageHeader.js';
import { Empty, Loading } from '../ui/QueryState.js';
import table from '../ui/Table.module.css';
import toolbar from '../ui/Toolbar.module.css';
import styles from './AuditPage.module.css';
import { describeChanges, type RecordNames } from './describe-change.js';
import { ChoiceOptions, choicesOf } from '../ui/RecordFields.js';

const TITLE = 'Değişiklik geçmişi';

/** Who changed what and when (admins only, like user management: D6; PageAccess). */
export default function AuditPage() {
  return <AuditHistory />;
}

interface Filters {
  userId: string;
  resource: AuditResource | '';
  from: string;
  to: string;
}

const NO_FILTERS: Filters = { userId: '', resource: '', from: '', to: '' };

function AuditHistory() {
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const users = useUsers();
  // The server's own rules (D2): an end before the start is said here, not asked of the server.
  const query = toQuery(filters, page);
  const checked = auditQuery.safeParse(query);
  const fieldErrors = checked.success
    ? {}
    : Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
  const events = useAuditEvents(query, checked.success);
  const filtered = Object.values(filters).some((value) => value !== '');

  const setFilter = <K extends keyof Filters>(name: K, value: Filters[K]) => {
    setFilters((current) => ({ ...current, [name]: value }));
    setPage(1);
  };
  const staff = [...(users.data ?? [])].sort((a, b) => a.name.localeCompare(b.name, 'tr'));
  const answer = events.data;
  const pageCount = answer ? Math.max(1, Math.ceil(answer.total / answer.pageSize)) : 1;

  return (
    <>
      <PageHeader title={TITLE} description="Personelin menüde, hesaplarda ve kullanıcılarda yaptığı değişiklikler, en yenisi üstte." />
      <div role="search" aria-label="Değişiklikleri filtrele" className={toolbar.toolbar}>
        <SelectField label="Kişi" className={toolbar.filter} value={filters.userId} onChange={(userId) => setFilter('userId', userId)}>
          <ChoiceOptions
            choices={[{ value: '', label: 'Herkes' }, ...staff.map((user) => ({ value: String(user.id), label: user.name }))]}
          />
        </SelectField>
        <SelectField<AuditResource | ''>
          label="Kayıt türü"
          className={toolbar.filter}
          value={filters.resource}
          onChange={(resource) => setFilter('resource', resource)}
        >
          <ChoiceOptions choices={choicesOf(AUDIT_RESOURCES, (resource) => AUDIT_RESOURCE_LABELS[resource], 'Tümü')} />
        </SelectField>
        <Field label="Başlangıç" className={toolbar.filter} error={fieldErrors.from}>
          {(c) => <input {...c} type="date" value={filters.from} onChange={(event) => setFilter('from', event.target.value)} />}
        </Field>
        <Field label="Bitiş" className={toolbar.filter} error={fieldErrors.to}>
          {(c) => <input {...c} type="date" value={filters.to} onChange={(event) => setFilter('to', event.target.value)} />}
        </Field>
        {filtered && (
          <Button
            onClick={() => {
              setFilters(NO_FILTERS);
              setPage(1);
            }}
          >
            Filtreleri temizle
          </Button>
        )}
        {events.isFetching && !events.isPending && (
          <p className={toolbar.hint} role="status">
            Değişiklikler yükleniyor…
          </p>
        )}
      </div>
      {!checked.success ? null : events.isPending ? (
        <Loading>Değişiklikler yükleniyor…</Loading>
      ) : events.isError ? (
        <ErrorMessage error={events.error} onRetry={() => void events.refetch()} />
      ) : !answer || answer.items.length === 0 ? (
        <Empty>{filtered ? 'Bu filtrelerle kayıt yok.' : 'Henüz kayıtlı değişiklik yok.'}</Empty>
      ) : (
        <>
          <EventTable events={answer.items} />
          <Pager page={answer.page} pages={pageCount} onPage={setPage} />
        </>
      )}
    </>
  );
}

/** The names of the records a change may point at by id, as the other pages read them. */
function useRecordNames(): RecordNames {
  const byId = (records: { id: number; nameTr: string }[] | undefined) =>
    new Map((records ?? []).map((record) => [record.id, record.nameTr]));
  return {
    categories: byId(useCategories().data),
    products: byId(useProducts().data),
    tags: byId(useTags().data),
    ingredients: byId(useIngredients().data),
  };
}

function EventTable({ events }: { events: AuditEvent[] }) {
  const names = useRecordNames();
  return (
    <div className={table.wrap}>
      <table className={table.table}>
        <thead>
          <tr>
            <th scope="col">Zaman</th>
            <th scope="col">Kişi</th>
            <th scope="col">İşlem</th>
            <th scope="col">Kayıt</th>
            <th scope="col">Değişiklikler</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => {
            const changes = Object.entries(event.changes);
            return (
              <tr key={event.id}>
                <th scope="row" className={table.nowrap}>
                  <time dateTime={event.at}>{formatDateTime(event.at)}</time>
                </th>
                <td data-label="Kişi" className={table.strong}>
                  {event.userName}
                </td>
                <td data-label="İşlem">{AUDIT_ACTION_LABELS[event.action]}</td>
                <td data-label="Kayıt">
                  {/* Named as staff call it ('Ürün: Kıymalı Pide'); by its number only when it has no name. */}
                  {AUDIT_RESOURCE_LABELS[event.resource]}
                  {event.recordName !== null ? `: ${event.recordName}` : event.recordId !== null && ` #${event.recordId}`}
                </td>
                <td data-label="Değişiklikler">
                  {changes.length === 0 ? (
                    <span className={table.muted}>—</span>
                  ) : (
                    <ul className={styles.changes}>
                      {changes.flatMap(([field, change]) =>
                        describeChanges(field, change, names, event.resource).map((line) => <li key={line}>{line}</li>),
                      )}
                    </ul>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The filters as the API reads them; a blank filter is no filter. */
function toQuery({ userId, resource, from, to }: Filters, page: number): AuditQueryInput {
  return {
    ...(userId ? { userId } : {}),
    ...(resource ? { resource } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    page: String(page),
  };
}
