// The guardian's consent form (/consent/{token}), rendered on the server and run without script.
import type { ConsentPage as ConsentPageData } from '../../../common/consent-page';
import { SelfServiceLayout } from './self-service-layout';

export function ConsentPage({ page }: { page: ConsentPageData }) {
  return <SelfServiceLayout heading={page.title}>{null}</SelfServiceLayout>;
}
