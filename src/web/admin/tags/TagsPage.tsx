import { useState } from 'react';
import type { AdminTag } from '../../../shared/schemas/tag.js';
import { useCategories } from '../api/categories.js';
import { tagsResource, useDeleteTag, useTags } from '../api/tags.js';
import { EditDeleteButtons } from '../ui/Button.js';
import { ListState } from '../ui/QueryState.js';
import { activeColumn, RecordTable } from '../ui/RecordTable.js';
import { notify } from '../ui/toasts.js';
import { askBeforeDiscarding } from '../ui/unsaved-changes.js';
import { FormBesideList } from '../ui/FormBesideList.js';
import { useConfirmDelete } from '../ui/useConfirmDelete.js';
import { usePanelEditing } from '../ui/useEditing.js';
import { TagChip } from './TagChip.js';
import { TagForm } from './TagForm.js';

/** Tags: the form on one side, every tag (as a chip) on the other. */
export default function TagsPage() {
  const tags = useTags();
  const categories = useCategories();
  const { editing, edit, formKey } = usePanelEditing<AdminTag>();
  const [lastCategoryId, setLastCategoryId] = useState<number | undefined>(undefined);
  const confirmDelete = useConfirmDelete<AdminTag>(useDeleteTag(), {
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

  return (
    <>
      <FormBesideList
        title="Etiketler"
        description="Ürün kartlarında görünen ve misafirlerin filtreleyebildiği etiketler."
        listLabel="Etiket listesi"
        form={
          <TagForm
            key={formKey}
            tag={editing}
            lastCategoryId={lastCategoryId}
            onCancel={() => edit(null)}
            onSaved={(name, categoryId) => {
              setLastCategoryId(categoryId);
              edit(null);
              notify.success(`${name} kaydedildi.`);
            }}
          />
        }
      >
        <ListState
          query={tags}
          loading="Etiketler yükleniyor…"
          count={list.length}
          empty="Henüz etiket yok. Soldaki formla ilk etiketi ekleyin."
        >
          {() => (
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
          )}
        </ListState>
      </FormBesideList>
      {confirmDelete.dialog}
    </>
  );
}
