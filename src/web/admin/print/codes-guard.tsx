import { useId, useState, type MouseEvent } from 'react';
import type { CodesWarning } from '../../../shared/qr-address.js';
import { Button, buttonClass } from '../ui/Button.js';
import { Modal, modalStyles } from '../ui/Modal.js';

type Kind = 'download' | 'print';

/**
 * Downloading codes or printing cards that a guest's phone cannot open asks first: the link's
 * click opens the question, whose "Yine de…" is itself a link (a download the browser counts as
 * the person's own, or the cards confirmed with `onay=1`, which that page otherwise asks for).
 */
export function useCodesGuard(warning: CodesWarning | null) {
  const [pending, setPending] = useState<{ href: string; kind: Kind } | null>(null);
  const questionId = useId();
  const onClick = (href: string, kind: Kind) => (event: MouseEvent) => {
    if (!warning?.confirm) return;
    event.preventDefault();
    setPending({ href, kind });
  };
  const close = () => setPending(null);
  const dialog = pending && warning && (
    <Modal
      title={pending.kind === 'print' ? 'Masa kartlarını yazdır' : 'QR kodlarını indir'}
      size="small"
      role="alertdialog"
      onClose={close}
      describedBy={questionId}
    >
      <p id={questionId} className={modalStyles.question}>
        <strong>{warning.title}</strong> {warning.detail}
      </p>
      <div className={modalStyles.actions}>
        <Button onClick={close} data-autofocus>
          Vazgeç
        </Button>
        <a
          className={buttonClass('danger')}
          href={pending.kind === 'print' ? `${pending.href}${pending.href.includes('?') ? '&' : '?'}onay=1` : pending.href}
          download={pending.kind === 'download' ? '' : undefined}
          // Closed once the browser has followed the link (a link taken out of the page is not followed).
          onClick={() => window.setTimeout(close)}
        >
          {pending.kind === 'print' ? 'Yine de yazdır' : 'Yine de indir'}
        </a>
      </div>
    </Modal>
  );
  return { onClick, dialog };
}

export type CodesGuard = ReturnType<typeof useCodesGuard>;
