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

export const buttonClass = (variant: ButtonVariant = 'secondary', small = false) =>
  [styles.button, styles[variant], small ? styles.small : ''].filter(Boolean).join(' ');
