import { useState } from 'react';
import type { AdminCategory } from '../../../shared/admin.js';
import {
  useCategories,
  useDeleteCategory,
  useReorderCategories,
  useSetCategoryActive,
} from '../api/categories.js';
import { describeError } from '../messages.js';
import { Button } from '../ui/Button.js';
import { ErrorMessage } from '../ui/ErrorMessage.js';
import { useNotice } from '../ui/Notice.js';
import { PageHeader } from '../ui/PageHeader.js';
import { Empty, Loading } from '../ui/QueryState.js';
import { SortableGrid } from '../ui/SortableGrid.js';
import { useConfirmDelete } from '../ui/useConfirmDelete.js';
import { CategoryCard } from './CategoryCard.js';
import { CategoryForm } from './CategoryForm.js';

const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;

/** Categories as cards, in menu order: drag to reorder, switch on/off, edit, delete. */
export default function CategoriesPage() {
  const categories = useCategories();
  const reorder = useReorderCategories();
  const setActive = useSetCategoryActive();
  const remove = useDeleteCategory();
  const { notice, announce } = useNotice();
  const [editing, setEditing] = useState<AdminCategory | 'new' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const confirmDelete = useConfirmDelete<AdminCategory>(remove, {
    question: 'Bu kategoriyi silmek istediğinizden emin misiniz?',
    nameOf: (category) => category.nameTr,
    onDeleted: (category) => announce(`${category.nameTr} silindi.`),
  });

  const list = [...(categories.data ?? [])].sort(byOrder);

  const toggle = (category: AdminCategory, isActive: boolean) => {
    setFailure(null);
    setActive.mutate(
      { id: category.id, body: { isActive } },
      {
        onSuccess: () => announce(`${category.nameTr} ${isActive ? 'aktif' : 'pasif'}.`),
        onError: (error) => setFailure(`${category.nameTr} güncellenemedi. ${describeError(error)}`),
      },
    );
  };

  const saveOrder = (ordered: AdminCategory[]) => {
    setFailure(null);
    reorder.mutate(ordered, {
      onSuccess: () => announce('Sıralama kaydedildi.'),
      onError: (error) => setFailure(`Sıralama kaydedilemedi; eski sıra geri getirildi. ${describeError(error)}`),
    });
  };

  return (
    <>
      <PageHeader title="Kategoriler" description="Kartları tutamaçlarından sürükleyerek menüdeki sırayı değiştirin.">
        <Button variant="primary" onClick={() => setEditing('new')}>
          Kategori Ekle
        </Button>
      </PageHeader>
      {notice}
      {failure && <ErrorMessage message={failure} />}
      {categories.isPending ? (
        <Loading>Kategoriler yükleniyor…</Loading>
      ) : categories.isError ? (
        <ErrorMessage error={categories.error} onRetry={() => void categories.refetch()} />
      ) : list.length === 0 ? (
        <Empty action={<Button onClick={() => setEditing('new')}>Kategori Ekle</Button>}>Henüz kategori yok.</Empty>
      ) : (
        <SortableGrid
          label="Kategoriler"
          items={list}
          labelOf={(category) => category.nameTr}
          onReorder={saveOrder}
          disabled={reorder.isPending}
          renderItem={(category, handle) => (
            <CategoryCard
              category={category}
              handle={handle}
              onToggle={(isActive) => toggle(category, isActive)}
              onEdit={() => setEditing(category)}
              onDelete={() => confirmDelete.ask(category)}
            />
          )}
        />
      )}
      {editing && (
        <CategoryForm
          category={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(name) => {
            setEditing(null);
            announce(`${name} kaydedildi.`);
          }}
        />
      )}
      {confirmDelete.dialog}
    </>
  );
}
