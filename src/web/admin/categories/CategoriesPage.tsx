import { categoryHasProducts, type AdminCategory } from '../../../shared/schemas/category.js';
import { categoriesResource, useCategories, useDeleteCategory, useReorderCategories, useSetCategoryActive } from '../api/categories.js';
import { describeError } from '../messages.js';
import { saveOrder } from '../products/reorder-within.js';
import { AddButton, Button } from '../ui/Button.js';
import { PageHeader } from '../ui/PageHeader.js';
import { ListState } from '../ui/QueryState.js';
import { SortableGrid } from '../ui/SortableGrid.js';
import { notify } from '../ui/toasts.js';
import { useConfirmDelete } from '../ui/useConfirmDelete.js';
import { useEditing } from '../ui/useEditing.js';
import { CategoryCard } from './CategoryCard.js';
import { CategoryForm } from './CategoryForm.js';

const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;

/** Categories as cards, in menu order: drag to reorder, switch on/off, edit, delete. */
export default function CategoriesPage() {
  const categories = useCategories();
  const reorder = useReorderCategories();
  const setActive = useSetCategoryActive();
  const { editing, setEditing, record, formEvents } = useEditing<AdminCategory>();
  const confirmDelete = useConfirmDelete<AdminCategory>(useDeleteCategory(), {
    question: 'Bu kategoriyi silmek istediğinizden emin misiniz?',
    nameOf: (category) => category.nameTr,
    undo: categoriesResource,
    refusal: (category) => (category.productCount > 0 ? categoryHasProducts(category) : null),
  });

  const all = [...(categories.data ?? [])].sort(byOrder);
  // A category whose delete can still be taken back is shown as gone.
  const list = all.filter((category) => !confirmDelete.hidden.has(category.id));

  const toggle = (category: AdminCategory, isActive: boolean) => {
    setActive.mutate(
      { id: category.id, body: { isActive } },
      {
        onSuccess: () => notify.success(`${category.nameTr} ${isActive ? 'aktif' : 'pasif'}.`),
        onError: (error) => notify.error(`${category.nameTr} güncellenemedi. ${describeError(error)}`),
      },
    );
  };

  return (
    <>
      <PageHeader title="Kategoriler" description="Kartları tutamaçlarından sürükleyerek menüdeki sırayı değiştirin.">
        <AddButton onClick={() => setEditing('new')}>Kategori Ekle</AddButton>
      </PageHeader>
      <ListState
        query={categories}
        loading="Kategoriler yükleniyor…"
        count={list.length}
        empty="Henüz kategori yok."
        emptyAction={<Button onClick={() => setEditing('new')}>Kategori Ekle</Button>}
      >
        {() => (
          <SortableGrid
            label="Kategoriler"
            items={list}
            labelOf={(category) => category.nameTr}
            onReorder={(ordered) => saveOrder(reorder, all, ordered)}
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
      </ListState>
      {editing && <CategoryForm record={record} {...formEvents} />}
      {confirmDelete.dialog}
    </>
  );
}
