import { FORBIDDEN_PAGE_MESSAGE } from '../messages.js';
import { Empty } from '../ui/QueryState.js';
import { PageHeader } from '../ui/PageHeader.js';

/** What someone sees on a page their role may not open (D6, D54: PageAccess): no data is requested. */
export function Forbidden({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Empty>{FORBIDDEN_PAGE_MESSAGE}</Empty>
    </>
  );
}
