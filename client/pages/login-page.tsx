import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { LoginSchema, type Login } from '../../common/schemas/auth';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { FormField, fieldA11y } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { useAuth } from '../lib/auth';

type Errors = Partial<Record<keyof Login, string>>;

export function LoginPage() {
  const { login, status } = useAuth();
  const [, navigate] = useLocation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    if (status === 'authenticated') navigate('/admin');
  }, [status, navigate]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // SPEC section 5's login messages: the server's own schema.
    const parsed = LoginSchema.safeParse({ username, password });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'username' || field === 'password') found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setSubmitting(true);
    const ok = await login(parsed.data.username, parsed.data.password);
    setSubmitting(false);
    if (ok) navigate('/admin');
  }

  return (
    <main className="flex min-h-screen items-center justify-center bg-muted/40 px-4 py-12">
      <Card className="w-full max-w-sm">
        <CardHeader>
          <CardTitle asChild>
            <h1 className="text-2xl">Admin Login</h1>
          </CardTitle>
          <CardDescription>Sign in to manage the website.</CardDescription>
        </CardHeader>
        <CardContent>
          <form className="grid gap-4" onSubmit={submit} noValidate>
            <FormField id="username" label="Username" error={errors.username} required>
              <Input {...fieldA11y('username', errors.username)} autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} disabled={submitting} />
            </FormField>
            <FormField id="password" label="Password" error={errors.password} required>
              <Input {...fieldA11y('password', errors.password)} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} disabled={submitting} />
            </FormField>
            <Button type="submit" disabled={submitting}>
              {submitting ? 'Signing in...' : 'Sign In'}
            </Button>
            <Link href="/" className="text-center text-sm text-muted-foreground underline underline-offset-4 hover:text-foreground">
              Return to Website
            </Link>
          </form>
        </CardContent>
      </Card>
    </main>
  );
}
