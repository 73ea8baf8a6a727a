import { useState } from 'react';
import type { AdminTag } from '../../../shared/schemas/tag.js';
import { useCategories } from '../api/categories.js';
import { tagsResource, useDeleteTag, useTags } from '../api/tags.js';
import { EditDeleteButtons } from '../ui/Button.js';
import { ErrorMessage } from '../ui/ErrorMessage.js';
import formStyles from '../ui/Form.module.css';
import { PageHeader } from '../ui/PageHeader.js';
import { Empty, Loading } from '../ui/QueryState.js';
import split from '../ui/Split.module.css';
import { activeColumn, RecordTable } from '../ui/RecordTable.js';
import table from '../ui/Table.module.css';
import { notify } from '../ui/toasts.js';
import { askBeforeDiscarding } from '../ui/unsaved-changes.js';
import { useConfirmDelete } from '../ui/useConfirmDelete.js';
import { TagChip } from './TagChip.js';
import { TagForm } from './TagForm.js';

/** Tags: the form on one side, every tag (as a chip) on the other. */
export default function TagsPage() {
  const tags = useTags();
  const categories = useCategories();
  const remove = useDeleteTag();
  const [editing, setEditing] = useState<AdminTag | null>(null);
  // A new key after every save starts the next tag from a clean form.
  const [formKey, setFormKey] = useState(0);
  const [lastCategoryId, setLastCategoryId] = useState<number | undefined>(undefined);
  const confirmDelete = useConfirmDelete<AdminTag>(remove, {
    question: 'Bu etiketi silmek istediğinizden emin misiniz?',
    nameOf: (tag) => tag.nameTr,
    undo: tagsResource,
    onRemoved: (tag) => {
      if (editing?.id === tag.id) edit(null);
    },
  });
  const categoryNames = new Map((categories.data ?? []).map((category) => [category.id, category.nameTr]));
  const list = [...(tags.data ?? [])]
    .filter((tag) => !confirmDelete.hidden.has(tag.id))
    .sort(
      (a, b) =>
        (categoryNames.get(a.categoryId) ?? '').localeCompare(categoryNames.get(b.categoryId) ?? '', 'tr') ||
        a.nameTr.localeCompare(b.nameTr, 'tr'),
    );

  function edit(tag: AdminTag | null) {
    setEditing(tag);
    setFormKey((key) => key + 1);
  }

  return (
    <>
      <PageHeader title="Etiketler" description="Ürün kartlarında görünen ve misafirlerin filtreleyebildiği etiketler." />
      <div className={split.split}>
        <div className={`${formStyles.panel} ${split.sticky}`}>
          <TagForm
            key={`${editing?.id ?? 'new'}-${formKey}`}
            tag={editing}
            lastCategoryId={lastCategoryId}
            onCancel={() => edit(null)}
            onSaved={(name, categoryId) => {
              setLastCategoryId(categoryId);
              edit(null);
              notify.success(`${name} kaydedildi.`);
            }}
          />
        </div>
        <section aria-label="Etiket listesi">
          {tags.isPending ? (
            <Loading>Etiketler yükleniyor…</Loading>
          ) : tags.isError ? (
            <ErrorMessage error={tags.error} onRetry={() => void tags.refetch()} />
          ) : list.length === 0 ? (
            <Empty>Henüz etiket yok. Soldaki formla ilk etiketi ekleyin.</Empty>
          ) : (
            <div className={table.wrap}>
              <RecordTable
                records={list}
                columns={[
                  { header: 'Etiket', cell: (tag) => <TagChip label={tag.nameTr} look={tag} /> },
                  { header: 'Ad (EN)', cell: (tag) => tag.nameEn, lang: 'en' },
                  { header: 'Kategori', cell: (tag) => categoryNames.get(tag.categoryId) ?? '—' },
                  activeColumn(),
                ]}
                actions={(tag) => (
                  <EditDeleteButtons
                    subject={tag.nameTr}
                    onEdit={() => askBeforeDiscarding(() => edit(tag))}
                    onDelete={() => confirmDelete.ask(tag)}
                  />
                )}
                current={(tag) => editing?.id === tag.id}
              />
            </div>
          )}
        </section>
      </div>
      {confirmDelete.dialog}
    </>
  );
}
