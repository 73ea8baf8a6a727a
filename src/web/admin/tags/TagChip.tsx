import styles from './TagChip.module.css';

interface TagLook {
  color: string;
  textColor: string;
  bgColor: string;
  border: string;
  fontWeight: number;
}

const hex = /^#[0-9a-fA-F]{6}$/;

/** A tag as guests see it on a product (the colours are the tag's own, so inline). */
export function TagChip({ label, look }: { label: string; look: Partial<TagLook> }) {
  const color = hex.test(look.color ?? '') ? look.color : '#8B4513';
  return (
    <span
      className={styles.chip}
      style={{
        color: hex.test(look.textColor ?? '') ? look.textColor : color,
        background: hex.test(look.bgColor ?? '') ? look.bgColor : '#FFFFFF',
        border: look.border?.trim() ? look.border : `1px solid ${color}`,
        fontWeight: look.fontWeight ?? 500,
      }}
    >
      {label}
    </span>
  );
}
