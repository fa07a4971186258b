// SPEC section 2 "Change Password (admin)": current, new (at least 8 characters) and confirmation; a
// green Success banner after a change; the form is disabled while submitting.
import { useMutation } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { ChangePasswordFormSchema, type ChangePassword, type ChangePasswordFormValues } from '../../../common/schemas/auth';
import { TextField } from '../../components/form/form-controls';
import { SchemaForm, useSchemaForm } from '../../components/form/schema-form';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../hooks/use-toast';
import { apiRequest, errorMessage } from '../../lib/api';
import { PageHeader } from './shared/page-header';

const Field = TextField<ChangePasswordFormValues>;
const SUCCESS_TITLE = 'Password Changed';
const SUCCESS_MESSAGE = 'Your password has been updated successfully.';
const FAILURE = 'Failed to change password';

export function ChangePasswordScreen() {
  const form = useSchemaForm(ChangePasswordFormSchema, { currentPassword: '', newPassword: '', confirmPassword: '' });
  const change = useMutation({
    mutationFn: (body: ChangePassword) => apiRequest('/api/auth/change-password', { method: 'POST', body }),
    onSuccess: () => {
      form.reset();
      toast({ title: SUCCESS_TITLE, description: SUCCESS_MESSAGE });
    },
    onError: (error) => {
      toast({ title: 'Error', description: errorMessage(error, FAILURE), variant: 'destructive' });
    },
  });

  return (
    // A short form: it keeps a readable width, left-aligned in the admin content.
    <div className="grid max-w-xl gap-2">
      <PageHeader title="Change Password" description="Update the password you sign in with." />
      {change.isSuccess && (
        <Alert className="mb-4 border-green-600 bg-green-50 text-green-800 dark:bg-green-950 dark:text-green-200">
          <CircleCheck aria-hidden="true" />
          <AlertTitle>Success</AlertTitle>
          <AlertDescription className="text-current">{SUCCESS_MESSAGE}</AlertDescription>
        </Alert>
      )}
      {change.isError && (
        <Alert variant="destructive" className="mb-4">
          <AlertDescription>{errorMessage(change.error, FAILURE)}</AlertDescription>
        </Alert>
      )}
      <Card>
        <CardContent>
          <SchemaForm
            form={form}
            idPrefix="change-password"
            onSubmit={({ currentPassword, newPassword }) => change.mutate({ currentPassword, newPassword })}
          >
            <fieldset disabled={change.isPending} className="grid gap-4">
              <Field name="currentPassword" label="Current Password" type="password" required autoComplete="current-password" />
              <Field name="newPassword" label="New Password" type="password" required autoComplete="new-password" hint="Password must be at least 8 characters." />
              <Field name="confirmPassword" label="Confirm New Password" type="password" required autoComplete="new-password" />
              <Button type="submit" disabled={change.isPending} className="w-full sm:w-auto sm:justify-self-end">
                {change.isPending && <Spinner className="size-4" label="Changing password" />}
                {change.isPending ? 'Changing Password...' : 'Change Password'}
              </Button>
            </fieldset>
          </SchemaForm>
        </CardContent>
      </Card>
    </div>
  );
}
