// The registrant's own page (/my-registration/{token}), rendered on the server and run without script.
import type { MyRegistrationPage as MyRegistrationPageData } from '../../../common/my-registration-page';
import { SelfServiceLayout } from './self-service-layout';

export function MyRegistrationPage({ page }: { page: MyRegistrationPageData }) {
  return <SelfServiceLayout heading={page.title}>{null}</SelfServiceLayout>;
}
