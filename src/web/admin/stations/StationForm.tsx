import { Controller } from 'react-hook-form';
import type { AdminStation } from '../../../shared/schemas/station.js';
import { STATION_FIELDS, stationInput, stationUpdate, type StationInput } from '../../../shared/schemas/station.js';
import { useCategories } from '../api/categories.js';
import { useProducts } from '../api/products.js';
import { stationsResource, useStations } from '../api/stations.js';
import { CheckboxGroup } from '../ui/Field.js';
import { layoutOf } from '../ui/form-fields.js';
import { useKindForm, type FormKind } from '../ui/forms.js';
import { RecordForm } from '../ui/RecordForm.js';
import { ColourField } from '../tags/ColourField.js';

type StationValues = StationInput & { version?: number };

const LAYOUT = layoutOf(STATION_FIELDS, { rows: [['warnMinutes', 'printer']] });
const FORM: FormKind = { resource: stationsResource, create: stationInput, update: stationUpdate, layout: LAYOUT, name: 'name' };

interface StationFormProps {
  station: AdminStation | null;
  onCancel: () => void;
  onSaved: (name: string) => void;
}

/**
 * Adds or edits a station: its name, colour, warning time and printer, and what it prepares: its
 * categories, and dishes apart from their category's. A category or dish another station has is
 * shown with that station's name, and left to it.
 */
export function StationForm({ station, onCancel, onSaved }: StationFormProps) {
  const state = useKindForm<AdminStation, StationValues>(FORM, station, { onClose: onCancel, onSaved: (name) => onSaved(name) });
  const { control, register, setValue, watch, formState } = state.form;
  const categories = useCategories();
  const products = useProducts();
  const stations = useStations();
  const others = (stations.data ?? []).filter((other) => other.id !== station?.id);
  const holder = (field: 'categoryIds' | 'productIds', id: number) => others.find((other) => other[field].includes(id))?.name;
  const optionsOf = (field: 'categoryIds' | 'productIds', records: readonly { id: number; nameTr: string }[]) =>
    records.map((record) => {
      const elsewhere = holder(field, record.id);
      return { id: record.id, label: record.nameTr, ...(elsewhere ? { hint: `(${elsewhere})` } : {}) };
    });
  const checks = (field: 'categoryIds' | 'productIds', records: readonly { id: number; nameTr: string }[], empty: string) => (
    <Controller
      control={control}
      name={field}
      render={({ field: value, fieldState }) => (
        <CheckboxGroup
          legend={STATION_FIELDS[field].label}
          options={optionsOf(field, records)}
          value={value.value ?? []}
          onChange={value.onChange}
          empty={empty}
          error={fieldState.error?.message}
        />
      )}
    />
  );
  const colour = watch('colour') ?? '';
  return (
    <RecordForm
      title={station ? 'İstasyonu Düzenle' : 'İstasyon Ekle'}
      addLabel="İstasyon Ekle"
      state={state}
      custom={{
        colour: (
          <ColourField
            label={STATION_FIELDS.colour.label}
            value={colour}
            error={formState.errors.colour?.message}
            registration={register('colour')}
            onPick={(hex) => setValue('colour', hex, { shouldDirty: true, shouldValidate: formState.isSubmitted })}
          />
        ),
        categoryIds: checks('categoryIds', categories.data ?? [], 'Henüz kategori yok.'),
        productIds: checks('productIds', products.data ?? [], 'Henüz ürün yok.'),
      }}
    />
  );
}
