// /admin/settings (issue 15): the organisation's rules, read by every instance from the database.
// Loaded from GET /api/settings (admin only), saved whole by PUT; the toast is the server's message and
// its field errors show under their fields, after the same checks ran in the browser.
import type { Settings } from '../../../../common/schemas/settings';
import { settingsFormValues } from '../../../../common/schemas/settings-form';
import { PageHeader } from '../shared/page-header';
import { QueryStates } from '../shared/query-states';
import { useAdminQuery } from '../shared/admin-api';
import { SETTINGS_PATH, SettingsForm } from './settings-form';

export function SettingsScreen() {
  const stored = useAdminQuery<Settings>(SETTINGS_PATH);
  return (
    <div className="grid gap-2">
      <PageHeader title="Settings" description="The organisation's rules: time zone, emails, registrations, cancellations, reminders and backups." />
      <QueryStates query={stored} loadingLabel="Loading settings" spinnerClassName="size-8" error="Error loading settings. Please try again.">
        {(settings) => <SettingsForm initial={settingsFormValues(settings)} />}
      </QueryStates>
    </div>
  );
}
