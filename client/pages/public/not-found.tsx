import { Link } from 'wouter';

export function NotFound() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-3xl font-bold">404 Page Not Found</h1>
      <p className="text-muted-foreground">The page you are looking for does not exist or has moved.</p>
      <Link href="/" className="font-medium text-primary underline underline-offset-4">
        Return to Website
      </Link>
    </main>
  );
}
