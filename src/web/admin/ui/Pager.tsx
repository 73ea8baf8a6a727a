import { Button } from './Button.js';
import styles from './Pager.module.css';

interface PagerProps {
  /** The page shown, from 1. */
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** What the pages hold in all, after the page number: `60 hesap`. */
  total?: string;
}

/** 'Önceki', the page shown out of how many, 'Sonraki': a long list a page at a time. */
export function Pager({ page, pages, onPage, total }: PagerProps) {
  return (
    <nav className={styles.pager} aria-label="Sayfalar">
      <Button small disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Önceki
      </Button>
      <p className={styles.where}>
        Sayfa {page} / {pages}
        {total !== undefined && ` · ${total}`}
      </p>
      <Button small disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Sonraki
      </Button>
    </nav>
  );
}
