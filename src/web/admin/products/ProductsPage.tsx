import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { mayChange } from '../../../shared/admin-pages.js';
import type { AdminProduct } from '../../../shared/schemas/product.js';
import { useCategories } from '../api/categories.js';
import {
  productsResource,
  useDeleteProduct,
  useProducts,
  useReorderProducts,
  useSetProductActive,
  useSetProductSoldOut,
} from '../api/products.js';
import { describeError } from '../messages.js';
import { useStaffUser } from '../session/staff-user.js';
import { Button } from '../ui/Button.js';
import { CategoryOptions } from '../ui/CategorySelect.js';
import { Field } from '../ui/Field.js';
import { PageHeader } from '../ui/PageHeader.js';
import { ListState } from '../ui/QueryState.js';
import section from '../ui/Section.module.css';
import { SortableGrid } from '../ui/SortableGrid.js';
import { notify } from '../ui/toasts.js';
import toolbar from '../ui/Toolbar.module.css';
import { useConfirmDelete } from '../ui/useConfirmDelete.js';
import { useEditing } from '../ui/useEditing.js';
import { DeactivateWeeklyDialog } from './DeactivateWeeklyDialog.js';
import { ProductCard } from './ProductCard.js';
import cardStyles from './ProductCard.module.css';
import { ProductForm } from './ProductForm.js';
import { MenuFilePanel } from './MenuFilePanel.js';
import { productGroups, productsInMenuOrder } from './product-groups.js';
import { saveOrder } from './reorder-within.js';

/**
 * Products as cards in menu order under a heading per category, filterable by category and
 * searchable by name: drag within a category, switch, edit, delete. A product's order only
 * means something inside its category, so a card never moves into another one; while a search
 * hides some cards, nothing can be moved at all. A waiter reads the same list and marks a dish
 * sold out, and nothing more (D54): no adding, editing, switching, deleting, moving or spreadsheet.
 */
export default function ProductsPage() {
  const editable = mayChange('products', useStaffUser().role);
  const products = useProducts();
  const categories = useCategories();
  const reorder = useReorderProducts();
  const setActive = useSetProductActive();
  const setSoldOut = useSetProductSoldOut();
  const remove = useDeleteProduct();
  const [searchParams, setSearchParams] = useSearchParams();
  const { editing, setEditing, record, formEvents } = useEditing<AdminProduct>();
  const [search, setSearch] = useState('');
  const [deactivating, setDeactivating] = useState<AdminProduct | null>(null);
  const confirmDelete = useConfirmDelete<AdminProduct>(remove, {
    question: 'Bu ürünü silmek istediğinizden emin misiniz?',
    nameOf: (product) => product.nameTr,
    undo: productsResource,
  });

  const filter = Number(searchParams.get('kategori')) || null;
  const searching = search.trim() !== '';
  const all = productsInMenuOrder(products.data ?? [], categories.data ?? []);
  // A product whose delete can still be taken back is shown as gone.
  const listed = all.filter((product) => !confirmDelete.hidden.has(product.id));
  const groups = productGroups(listed, categories.data ?? [], { categoryId: filter, search });
  const shownCount = groups.reduce((count, group) => count + group.products.length, 0);
  const categoryNames = new Map((categories.data ?? []).map((category) => [category.id, category.nameTr]));

  const switchActive = (product: AdminProduct, isActive: boolean) => {
    setActive.mutate(
      { id: product.id, body: { isActive } },
      {
        onSuccess: () => notify.success(`${product.nameTr} ${isActive ? 'aktif' : 'pasif'}.`),
        onError: (error) => notify.error(`${product.nameTr} güncellenemedi. ${describeError(error)}`),
      },
    );
  };
  // One tap: sold out for the rest of the day (on sale again at midnight), or on sale again.
  const switchSoldOut = (product: AdminProduct) => {
    const soldOut = product.soldOut === null ? 'today' : null;
    setSoldOut.mutate(
      { id: product.id, body: { soldOut } },
      {
        onSuccess: () => notify.success(soldOut ? `${product.nameTr} bugün için tükendi.` : `${product.nameTr} yeniden satışta.`),
        onError: (error) => notify.error(`${product.nameTr} güncellenemedi. ${describeError(error)}`),
      },
    );
  };
  // Switching off the weekly choice leaves the guests' home page without one: ask first.
  const toggle = (product: AdminProduct, isActive: boolean) =>
    !isActive && product.isWeeklyChoice ? setDeactivating(product) : switchActive(product, isActive);

  return (
    <div className={editable ? cardStyles.page : undefined}>
      {editable ? (
        <PageHeader title="Ürünler" description="Kartları tutamaçlarından sürükleyerek kategorisi içindeki sırasını değiştirin.">
          <Button variant="primary" onClick={() => setEditing('new')}>
            Ürün Ekle
          </Button>
        </PageHeader>
      ) : (
        <PageHeader title="Ürünler" description="Biten ürünü 'Tükendi' ile işaretleyin; gece yarısı yeniden satışa çıkar." />
      )}
      <div className={`${toolbar.toolbar} ${cardStyles.toolbar}`}>
        <Field label="Kategoriye göre filtrele" className={`${toolbar.filter} ${cardStyles.filter}`}>
          {(c) => (
            <select
              {...c}
              value={filter ?? ''}
              onChange={(event) => setSearchParams(event.target.value ? { kategori: event.target.value } : {}, { replace: true })}
            >
              <CategoryOptions categories={categories.data ?? []} placeholder="Tüm kategoriler" />
            </select>
          )}
        </Field>
        <Field label="Ürün ara" className={`${toolbar.filter} ${cardStyles.filter}`}>
          {(c) => <input {...c} type="search" value={search} autoComplete="off" onChange={(event) => setSearch(event.target.value)} />}
        </Field>
        {products.data && (
          <p className={`${toolbar.hint} ${cardStyles.hint}`} aria-live="polite">
            {shownCount} ürün gösteriliyor
            {editable && searching && '; arama sürerken sıralama kapalı (sıralamak için aramayı temizleyin)'}
          </p>
        )}
      </div>
      <ListState
        query={products}
        loading="Ürünler yükleniyor…"
        count={groups.length}
        empty={searching ? 'Aramaya uyan ürün yok.' : filter === null ? 'Henüz ürün yok.' : 'Bu kategoride ürün yok.'}
        emptyAction={searching || !editable ? undefined : <Button onClick={() => setEditing('new')}>Ürün Ekle</Button>}
      >
        {() => (
          <div className={section.sections}>
            {groups.map((group) => (
              <section key={group.id} aria-labelledby={`products-${group.id}`}>
                <h2 id={`products-${group.id}`} className={section.heading}>
                  {group.name} <span className={section.count}>{group.products.length} ürün</span>
                </h2>
                {/* One grid per category: the keyboard and the mouse move a card only among its own. */}
                <SortableGrid
                  label={`${group.name} ürünleri`}
                  className={cardStyles.list}
                  items={group.products}
                  labelOf={(product) => product.nameTr}
                  onReorder={(ordered) => saveOrder(reorder, all, ordered)}
                  disabled={reorder.isPending || searching || !editable}
                  renderItem={(product, handle) => (
                    <ProductCard
                      product={product}
                      categoryName={categoryNames.get(product.categoryId) ?? ''}
                      handle={searching || !editable ? null : handle}
                      onToggle={(isActive) => toggle(product, isActive)}
                      onSoldOut={() => switchSoldOut(product)}
                      onEdit={() => setEditing(product)}
                      onDelete={() => confirmDelete.ask(product)}
                      readOnly={!editable}
                    />
                  )}
                />
              </section>
            ))}
          </div>
        )}
      </ListState>
      {editable && <MenuFilePanel />}
      {editable && editing && (
        <ProductForm
          product={record}
          defaultCategoryId={filter ?? undefined}
          {...formEvents}
          onDelete={
            record
              ? () => {
                  // The form closes; the question stands alone, and 'Vazgeç' there keeps the dish.
                  setEditing(null);
                  confirmDelete.ask(record);
                }
              : undefined
          }
        />
      )}
      {confirmDelete.dialog}
      {deactivating && (
        <DeactivateWeeklyDialog
          product={deactivating}
          onCancel={() => setDeactivating(null)}
          onConfirm={() => {
            setDeactivating(null);
            switchActive(deactivating, false);
          }}
        />
      )}
    </div>
  );
}
