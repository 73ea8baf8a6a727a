import { useId } from 'react';
import type { AdminProduct } from '../../../shared/schemas/product.js';
import { Button } from '../ui/Button.js';
import { Modal, modalStyles } from '../ui/Modal.js';

export const DEACTIVATE_WEEKLY_WARNING = 'Bu ürün haftanın seçimi; pasifleştirilirse ana sayfada haftanın seçimi gösterilmez.';

interface DeactivateWeeklyDialogProps {
  product: AdminProduct;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before the weekly choice goes off the menu: the guests' home page then shows no weekly
 * choice until another product is chosen. "Vazgeç" has focus, so a stray Enter changes nothing.
 */
export function DeactivateWeeklyDialog({ product, onConfirm, onCancel }: DeactivateWeeklyDialogProps) {
  const questionId = useId();
  return (
    <Modal title="Pasifleştirme onayı" size="small" role="alertdialog" onClose={onCancel} describedBy={questionId}>
      <p id={questionId} className={modalStyles.question}>
        {DEACTIVATE_WEEKLY_WARNING}
        <br />
        <strong>{product.nameTr}</strong>
      </p>
      <div className={modalStyles.actions}>
        <Button onClick={onCancel} data-autofocus>
          Vazgeç
        </Button>
        <Button variant="primary" onClick={onConfirm}>
          Pasifleştir
        </Button>
      </div>
    </Modal>
  );
}
