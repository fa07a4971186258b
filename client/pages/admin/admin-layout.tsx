// The admin frame: a sidebar with every area and Logout, collapsible on small screens.
import { Globe, LogOut, Menu, X } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from '../../components/ui/button';
import { useAuth } from '../../lib/auth';
import { cn } from '../../lib/utils';
import { MENU } from './admin-areas';
import { AdminMenuContext } from './admin-menu-context';

export function AdminLayout({ children }: { children: ReactNode }) {
  const { user, logout } = useAuth();
  const [location, navigate] = useLocation();
  const [open, setOpen] = useState(false);

  useEffect(() => setOpen(false), [location]);

  async function signOut() {
    await logout();
    navigate('/login');
  }

  return (
    <div className="min-h-screen bg-muted/30 lg:grid lg:grid-cols-[16rem_1fr] print:block print:bg-transparent">
      <header className="sticky top-0 z-30 flex items-center justify-between border-b bg-background px-4 py-3 lg:hidden print:hidden">
        <span className="font-semibold">Admin</span>
        <Button variant="ghost" size="icon" aria-label="Toggle sidebar" aria-expanded={open} aria-controls="admin-sidebar" onClick={() => setOpen((value) => !value)}>
          {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </Button>
      </header>
      <aside
        id="admin-sidebar"
        className={cn('border-r bg-background lg:sticky lg:top-0 lg:block lg:h-screen lg:overflow-y-auto print:hidden', open ? 'block' : 'hidden')}
        aria-label="Admin navigation"
      >
        <div className="hidden px-5 py-4 lg:block">
          <Link href="/" className="font-semibold">Admin Panel</Link>
          {user && <p className="text-xs text-muted-foreground">Signed in as {user.username}</p>}
        </div>
        <nav className="grid gap-1 px-3 pb-4">
          {MENU.map(({ path: href, label, icon: Icon }) => {
            const active = location === href;
            return (
              <Link
                key={href}
                href={href}
                aria-current={active ? 'page' : undefined}
                className={cn('flex items-center gap-3 rounded-md px-3 py-2 text-sm hover:bg-accent', active && 'bg-accent font-medium text-accent-foreground')}
              >
                <Icon className="size-4" aria-hidden="true" />
                {label}
              </Link>
            );
          })}
          {/* The public site in the same tab: a full load, the landing page is not part of the admin code. */}
          <a href="/" className="mt-2 flex items-center gap-3 rounded-md px-3 py-2 text-sm hover:bg-accent">
            <Globe className="size-4" aria-hidden="true" />
            View website
          </a>
          <Button variant="ghost" className="justify-start gap-3 px-3 text-sm font-normal" onClick={signOut}>
            <LogOut className="size-4" aria-hidden="true" />
            Logout
          </Button>
        </nav>
      </aside>
      <main id="admin-main" className="min-w-0 p-4 sm:p-6 lg:p-8 print:p-0">
        {/* One content width for every admin screen. */}
        <div className="mx-auto w-full max-w-6xl">
          <AdminMenuContext.Provider value={MENU}>{children}</AdminMenuContext.Provider>
        </div>
      </main>
    </div>
  );
}
