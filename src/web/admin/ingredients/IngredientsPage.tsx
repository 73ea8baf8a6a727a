import { useState } from 'react';
import type { AdminIngredient } from '../../../shared/schemas/ingredient.js';
import { useCategories } from '../api/categories.js';
import { ingredientsResource, useDeleteIngredient, useIngredients } from '../api/ingredients.js';
import { AddButton, Button, EditDeleteButtons } from '../ui/Button.js';
import { CategoryOptions } from '../ui/CategorySelect.js';
import { ErrorMessage } from '../ui/ErrorMessage.js';
import { SelectField } from '../ui/Field.js';
import { PageHeader } from '../ui/PageHeader.js';
import { Empty, Loading } from '../ui/QueryState.js';
import section from '../ui/Section.module.css';
import { activeColumn, RecordTable } from '../ui/RecordTable.js';
import table from '../ui/Table.module.css';
import toolbar from '../ui/Toolbar.module.css';
import { useConfirmDelete } from '../ui/useConfirmDelete.js';
import { useEditing } from '../ui/useEditing.js';
import { IngredientForm } from './IngredientForm.js';

/** Ingredients, grouped by the category whose products use them. */
export default function IngredientsPage() {
  const ingredients = useIngredients();
  const categories = useCategories();
  const [filter, setFilter] = useState<number | null>(null);
  const { editing, setEditing, record, formEvents } = useEditing<AdminIngredient>();
  const confirmDelete = useConfirmDelete<AdminIngredient>(useDeleteIngredient(), {
    question: 'Bu malzemeyi silmek istediğinizden emin misiniz?',
    nameOf: (ingredient) => ingredient.nameTr,
    undo: ingredientsResource,
  });

  const byName = (a: AdminIngredient, b: AdminIngredient) => a.nameTr.localeCompare(b.nameTr, 'tr');
  // An ingredient whose delete can still be taken back is shown as gone.
  const all = (ingredients.data ?? []).filter((ingredient) => !confirmDelete.hidden.has(ingredient.id));
  const categoryIds = new Set((categories.data ?? []).map((category) => category.id));
  const groups = [
    ...[...(categories.data ?? [])]
      .sort((a, b) => a.order - b.order)
      .map((category) => ({
        id: category.id,
        name: category.nameTr,
        ingredients: all.filter((ingredient) => ingredient.categoryId === category.id).sort(byName),
      })),
    // Should a category go missing, its ingredients stay reachable.
    { id: 0, name: 'Kategorisiz', ingredients: all.filter((ingredient) => !categoryIds.has(ingredient.categoryId)).sort(byName) },
  ].filter((group) => group.ingredients.length > 0 && (filter === null || group.id === filter));

  const pending = ingredients.isPending || categories.isPending;
  const error = ingredients.error ?? categories.error;

  return (
    <>
      <PageHeader title="Malzemeler" description="Ürünlerde listelenen ve misafirlerin filtreleyebildiği malzemeler.">
        <AddButton onClick={() => setEditing('new')}>Malzeme Ekle</AddButton>
      </PageHeader>
      <div className={toolbar.toolbar}>
        <SelectField
          label="Kategoriye göre filtrele"
          className={toolbar.filter}
          value={filter ?? ''}
          onChange={(id) => setFilter(Number(id) || null)}
        >
          <CategoryOptions categories={categories.data ?? []} placeholder="Tüm kategoriler" />
        </SelectField>
      </div>
      {error ? (
        <ErrorMessage
          error={error}
          onRetry={() => {
            void ingredients.refetch();
            void categories.refetch();
          }}
        />
      ) : pending ? (
        <Loading>Malzemeler yükleniyor…</Loading>
      ) : groups.length === 0 ? (
        <Empty action={<Button onClick={() => setEditing('new')}>Malzeme Ekle</Button>}>
          {filter === null ? 'Henüz malzeme yok.' : 'Bu kategoride malzeme yok.'}
        </Empty>
      ) : (
        <div className={section.sections}>
          {groups.map(({ id, name, ingredients: list }) => (
            <section key={id} aria-labelledby={`ingredients-${id}`}>
              <h2 id={`ingredients-${id}`} className={section.heading}>
                {name} <span className={section.count}>{list.length} malzeme</span>
              </h2>
              <RecordTable
                records={list}
                columns={[
                  { header: 'Ad (TR)', cell: (ingredient) => ingredient.nameTr, cellClassName: table.strong },
                  { header: 'Ad (EN)', cell: (ingredient) => ingredient.nameEn, lang: 'en' },
                  { header: 'Açıklama', cell: (ingredient) => ingredient.descriptionTr, cellClassName: table.muted },
                  activeColumn(),
                ]}
                actions={(ingredient) => (
                  <EditDeleteButtons
                    subject={ingredient.nameTr}
                    onEdit={() => setEditing(ingredient)}
                    onDelete={() => confirmDelete.ask(ingredient)}
                  />
                )}
              />
            </section>
          ))}
        </div>
      )}
      {editing && <IngredientForm record={record} defaultCategoryId={filter ?? undefined} {...formEvents} />}
      {confirmDelete.dialog}
    </>
  );
}
