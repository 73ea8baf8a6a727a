import type { ReactNode } from 'react';
import formStyles from './Form.module.css';
import { PageHeader } from './PageHeader.js';
import split from './Split.module.css';

interface FormBesideListProps {
  title: string;
  description: string;
  /** The form, in its panel: it stays in view while the list scrolls. */
  form: ReactNode;
  /** What the list is called for screen readers: 'Etiket listesi'. */
  listLabel: string;
  children: ReactNode;
}

/** A page whose form stands beside its list where there is room, above it on a tablet (tags, campaigns). */
export function FormBesideList({ title, description, form, listLabel, children }: FormBesideListProps) {
  return (
    <>
      <PageHeader title={title} description={description} />
      <div className={split.split}>
        <div className={`${formStyles.panel} ${split.sticky}`}>{form}</div>
        <section aria-label={listLabel}>{children}</section>
      </div>
    </>
  );
}
