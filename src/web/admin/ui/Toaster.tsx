import { useEffect, useRef, useState } from 'react';
import { buttonClass } from './Button.js';
import { CloseButton } from './CloseButton.js';
import styles from './Toaster.module.css';
import { expireToast, pauseToasts, resumeToasts, runToastAction, useToasts, type Toast } from './toasts.js';

/**
 * Where the back office's notices appear: fixed at the bottom of the screen, so a confirmation
 * is seen wherever the page is scrolled to. Confirmations are read out politely (status),
 * failures at once (alert). Both live regions are always in the page, so nothing added to
 * them goes unannounced, and only what is added is read (aria-atomic false).
 */
export function Toaster() {
  const toasts = useToasts();
  const region = useRef<HTMLElement>(null);
  const [pointerOn, setPointerOn] = useState(false);
  const [focusOn, setFocusOn] = useState(false);

  useEffect(() => {
    if (pointerOn || focusOn) pauseToasts();
    else resumeToasts();
  }, [pointerOn, focusOn]);
  useEffect(() => () => resumeToasts(), []);

  // A toast that closed may have taken the focus or the pointer with it.
  useEffect(() => {
    if (!region.current?.contains(document.activeElement)) setFocusOn(false);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- no pointerleave comes when the toast under the pointer is removed
    if (toasts.length === 0) setPointerOn(false);
  }, [toasts]);

  return (
    <section
      ref={region}
      className={styles.region}
      aria-label="Bildirimler"
      onPointerEnter={() => setPointerOn(true)}
      onPointerLeave={() => setPointerOn(false)}
      onFocus={() => setFocusOn(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocusOn(false);
      }}
    >
      <ToastStack role="alert" toasts={toasts.filter((toast) => toast.tone === 'error')} />
      <ToastStack role="status" toasts={toasts.filter((toast) => toast.tone === 'success')} />
    </section>
  );
}

/** One live region and its notices, newest last. */
function ToastStack({ role, toasts }: { role: 'alert' | 'status'; toasts: Toast[] }) {
  return (
    <div role={role} aria-atomic="false" className={styles.live}>
      <ul className={styles.stack}>
        {toasts.map((toast) => (
          <ToastCard key={toast.id} toast={toast} />
        ))}
      </ul>
    </div>
  );
}

function ToastCard({ toast }: { toast: Toast }) {
  return (
    <li className={`${styles.toast} ${styles[toast.tone]}`}>
      <p className={styles.message}>{toast.message}</p>
      {toast.action && (
        <button type="button" className={buttonClass('secondary', true)} onClick={() => runToastAction(toast.id)}>
          {toast.action.label}
        </button>
      )}
      <CloseButton label="Bildirimi kapat" className={styles.close} onClick={() => expireToast(toast.id)} />
    </li>
  );
}
