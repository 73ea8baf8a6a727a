import { useCallback, useEffect, useState } from 'react';
import styles from './Notice.module.css';

/**
 * A short confirmation after a write ('Kategori silindi.'), shown for a few seconds and read
 * out by screen readers. Its live region stays in the page so the announcement is not lost.
 */
export function useNotice() {
  const [text, setText] = useState('');
  useEffect(() => {
    if (!text) return;
    const timer = window.setTimeout(() => setText(''), 6000);
    return () => window.clearTimeout(timer);
  }, [text]);
  const announce = useCallback((message: string) => setText(message), []);
  const notice = (
    <p className={styles.notice} role="status">
      {text}
    </p>
  );
  return { notice, announce };
}
