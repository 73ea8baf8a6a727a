import type { ButtonHTMLAttributes } from 'react';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  small?: boolean;
}

/** The back office's button; `type` defaults to "button" so nothing submits a form by accident. */
export function Button({ variant = 'secondary', small = false, className, type = 'button', ...props }: ButtonProps) {
  const classes = [styles.button, styles[variant], small ? styles.small : '', className ?? ''].filter(Boolean).join(' ');
  return <button type={type} className={classes} {...props} />;
}

/** A list page's main button: its form, for a new record ('Kategori Ekle'). */
export function AddButton({ onClick, children }: { onClick: () => void; children: string }) {
  return (
    <Button variant="primary" onClick={onClick}>
      {children}
    </Button>
  );
}

export const buttonClass = (variant: ButtonVariant = 'secondary', small = false) =>
  [styles.button, styles[variant], small ? styles.small : ''].filter(Boolean).join(' ');

interface EditDeleteButtonsProps {
  /** The record's name, heard by screen readers: "Düzenle: Kıymalı Pide". */
  subject: string;
  onEdit: () => void;
  /** Left out where the record may not be deleted (an admin's own account). */
  onDelete?: () => void;
}

/** A record's "Düzenle" and "Sil", in a table row or on a card. */
export function EditDeleteButtons({ subject, onEdit, onDelete }: EditDeleteButtonsProps) {
  return (
    <>
      <Button small onClick={onEdit}>
        Düzenle<span className="sr-only">: {subject}</span>
      </Button>
      {onDelete && (
        <Button small variant="danger" onClick={onDelete}>
          Sil<span className="sr-only">: {subject}</span>
        </Button>
      )}
    </>
  );
}
