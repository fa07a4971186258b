import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { LoginSchema, type Login } from '../../common/schemas/auth';
import { TextField } from '../components/form/form-controls';
import { SchemaForm, useSchemaForm } from '../components/form/schema-form';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { useAuth } from '../lib/auth';

const Field = TextField<Login>;

export function LoginPage() {
  const { login, status } = useAuth();
  const [, navigate] = useLocation();
  // SPEC section 5's login messages: the server's own schema. The focus stays on Sign In.
  const form = useSchemaForm(LoginSchema, { username: '', password: '' }, { shouldFocusError: false });
  const submitting = form.formState.isSubmitting;

  useEffect(() => {
    if (status === 'authenticated') navigate('/admin');
  }, [status, navigate]);

  async function submit({ username, password }: Login) {
    if (await login(username, password)) navigate('/admin');
  }

  return (
    <main className="flex min-h-screen items-center justify-center bg-muted/40 px-4 py-12">
      <Card className="w-full max-w-sm">
        <CardHeader>
          <CardTitle asChild>
            <h1 id="login-heading" className="text-2xl">
              Admin Login
            </h1>
          </CardTitle>
          <CardDescription>Sign in to manage the website.</CardDescription>
        </CardHeader>
        <CardContent>
          <SchemaForm form={form} idPrefix="login" onSubmit={submit} className="grid gap-4">
            {/* Disables the fields while signing in; named after the screen, as a group needs a name. */}
            <fieldset disabled={submitting} aria-labelledby="login-heading" className="contents">
              <Field name="username" label="Username" required autoComplete="username" />
              <Field name="password" label="Password" required type="password" autoComplete="current-password" />
              <Button type="submit">{submitting ? 'Signing in...' : 'Sign In'}</Button>
            </fieldset>
            <Link href="/" className="text-center text-sm text-muted-foreground underline underline-offset-4 hover:text-foreground">
              Return to Website
            </Link>
          </SchemaForm>
        </CardContent>
      </Card>
    </main>
  );
}
