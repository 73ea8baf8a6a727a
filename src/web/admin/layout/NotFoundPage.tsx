import { Link } from 'react-router-dom';
import { buttonClass } from '../ui/Button.js';
import { Empty } from '../ui/QueryState.js';
import { PageHeader } from '../ui/PageHeader.js';

/** An unknown address inside /admin. */
export function NotFoundPage() {
  return (
    <>
      <PageHeader title="Sayfa bulunamadı" />
      <Empty
        action={
          <Link className={buttonClass('primary')} to="/admin/products">
            Ürünlere dön
          </Link>
        }
      >
        Aradığınız yönetim sayfası yok.
      </Empty>
    </>
  );
}
