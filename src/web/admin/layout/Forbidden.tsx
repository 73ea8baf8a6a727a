import { FORBIDDEN_PAGE_MESSAGE } from '../messages.js';
import { Empty } from '../ui/QueryState.js';
import { PageHeader } from '../ui/PageHeader.js';

/** What a staff member sees on a page only admins may open (D6): no data is requested. */
export function Forbidden({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Empty>{FORBIDDEN_PAGE_MESSAGE}</Empty>
    </>
  );
}
