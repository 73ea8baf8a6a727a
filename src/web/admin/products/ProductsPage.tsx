import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AdminProduct } from '../../../shared/admin.js';
import { useCategories } from '../api/categories.js';
import { useDeleteProduct, useProducts, useReorderProducts, useSetProductActive } from '../api/products.js';
import { describeError } from '../messages.js';
import { Button } from '../ui/Button.js';
import { CategoryOptions } from '../ui/CategorySelect.js';
import { ErrorMessage } from '../ui/ErrorMessage.js';
import { Field } from '../ui/Field.js';
import { useNotice } from '../ui/Notice.js';
import { PageHeader } from '../ui/PageHeader.js';
import { Empty, Loading } from '../ui/QueryState.js';
import { SortableGrid } from '../ui/SortableGrid.js';
import toolbar from '../ui/Toolbar.module.css';
import { useConfirmDelete } from '../ui/useConfirmDelete.js';
import { ProductCard } from './ProductCard.js';
import { ProductForm } from './ProductForm.js';
import { reorderWithin } from './reorder-within.js';

const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;

/** Products as cards in menu order, filterable by category: drag, switch, edit, delete. */
export default function ProductsPage() {
  const products = useProducts();
  const categories = useCategories();
  const reorder = useReorderProducts();
  const setActive = useSetProductActive();
  const remove = useDeleteProduct();
  const { notice, announce } = useNotice();
  const [searchParams, setSearchParams] = useSearchParams();
  const [editing, setEditing] = useState<AdminProduct | 'new' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const confirmDelete = useConfirmDelete<AdminProduct>(remove, {
    question: 'Bu ürünü silmek istediğinizden emin misiniz?',
    nameOf: (product) => product.nameTr,
    onDeleted: (product) => announce(`${product.nameTr} silindi.`),
  });

  const filter = Number(searchParams.get('kategori')) || null;
  const all = [...(products.data ?? [])].sort(byOrder);
  const shown = filter === null ? all : all.filter((product) => product.categoryId === filter);
  const categoryNames = new Map((categories.data ?? []).map((category) => [category.id, category.nameTr]));

  const toggle = (product: AdminProduct, isActive: boolean) => {
    setFailure(null);
    setActive.mutate(
      { id: product.id, body: { isActive } },
      {
        onSuccess: () => announce(`${product.nameTr} ${isActive ? 'aktif' : 'pasif'}.`),
        onError: (error) => setFailure(`${product.nameTr} güncellenemedi. ${describeError(error)}`),
      },
    );
  };

  const saveOrder = (ordered: AdminProduct[]) => {
    setFailure(null);
    reorder.mutate(reorderWithin(all, ordered), {
      onSuccess: () => announce('Sıralama kaydedildi.'),
      onError: (error) => setFailure(`Sıralama kaydedilemedi; eski sıra geri getirildi. ${describeError(error)}`),
    });
  };

  return (
    <>
      <PageHeader title="Ürünler" description="Kartları tutamaçlarından sürükleyerek menüdeki sırayı değiştirin.">
        <Button variant="primary" onClick={() => setEditing('new')}>
          Ürün Ekle
        </Button>
      </PageHeader>
      <div className={toolbar.toolbar}>
        <Field label="Kategoriye göre filtrele" className={toolbar.filter}>
          {(c) => (
            <select
              {...c}
              value={filter ?? ''}
              onChange={(event) =>
                setSearchParams(event.target.value ? { kategori: event.target.value } : {}, { replace: true })
              }
            >
              <CategoryOptions categories={categories.data ?? []} placeholder="Tüm kategoriler" />
            </select>
          )}
        </Field>
        {products.data && (
          <p className={toolbar.hint} aria-live="polite">
            {shown.length} ürün gösteriliyor
          </p>
        )}
      </div>
      {notice}
      {failure && <ErrorMessage message={failure} />}
      {products.isPending ? (
        <Loading>Ürünler yükleniyor…</Loading>
      ) : products.isError ? (
        <ErrorMessage error={products.error} onRetry={() => void products.refetch()} />
      ) : shown.length === 0 ? (
        <Empty action={<Button onClick={() => setEditing('new')}>Ürün Ekle</Button>}>
          {filter === null ? 'Henüz ürün yok.' : 'Bu kategoride ürün yok.'}
        </Empty>
      ) : (
        <SortableGrid
          label="Ürünler"
          items={shown}
          labelOf={(product) => product.nameTr}
          onReorder={saveOrder}
          disabled={reorder.isPending}
          renderItem={(product, handle) => (
            <ProductCard
              product={product}
              categoryName={categoryNames.get(product.categoryId) ?? ''}
              handle={handle}
              onToggle={(isActive) => toggle(product, isActive)}
              onEdit={() => setEditing(product)}
              onDelete={() => confirmDelete.ask(product)}
            />
          )}
        />
      )}
      {editing && (
        <ProductForm
          product={editing === 'new' ? null : editing}
          defaultCategoryId={filter ?? undefined}
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
