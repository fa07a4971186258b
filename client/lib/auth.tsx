// Admin authentication, with SPEC section 4's states: unauthenticated, loading, authenticated. The
// session is checked on start only when a token is stored; a failed check clears token and user.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Authenticated, LoginAnswer, PublicUser } from '../../common/schemas/auth';
import { toast } from '../hooks/use-toast';
import { ApiError, AUTH_TOKEN_KEY, apiRequest, readToken } from './api';

type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

interface AuthState {
  status: AuthStatus;
  user: PublicUser | null;
  login(username: string, password: string): Promise<boolean>;
  logout(): Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);
const POST_LOGIN_DELAY_MS = 100;

function storeToken(token: string | null) {
  try {
    if (token) localStorage.setItem(AUTH_TOKEN_KEY, token);
    else localStorage.removeItem(AUTH_TOKEN_KEY);
  } catch {
    // Storage unavailable: the session cookie still authorises this tab.
  }
}

async function fetchSessionUser(): Promise<PublicUser> {
  const body = await apiRequest<Authenticated>('/api/auth/user');
  return body.user;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<PublicUser | null>(null);
  const [status, setStatus] = useState<AuthStatus>(() => (readToken() ? 'loading' : 'unauthenticated'));

  const clear = useCallback(() => {
    storeToken(null);
    setUser(null);
    setStatus('unauthenticated');
  }, []);

  const checkSession = useCallback(async () => {
    try {
      setUser(await fetchSessionUser());
      setStatus('authenticated');
      return true;
    } catch {
      clear();
      return false;
    }
  }, [clear]);

  useEffect(() => {
    if (readToken()) void checkSession();
  }, [checkSession]);

  const login = useCallback(
    async (username: string, password: string) => {
      try {
        const body = await apiRequest<LoginAnswer>('/api/auth/login', { method: 'POST', body: { username, password } });
        storeToken(body.token);
        setUser(body.user);
        toast({ title: 'Login successful' });
        // SPEC: wait about 100 ms, then confirm the session before entering the admin area.
        await new Promise((resolve) => setTimeout(resolve, POST_LOGIN_DELAY_MS));
        return await checkSession();
      } catch (error) {
        clear();
        const message =
          error instanceof ApiError
            ? error.status === 401
              ? 'Invalid username or password. Please try again.'
              : (error.serverMessage ?? 'Login failed')
            : 'An error occurred during login. Please try again.';
        toast({ title: 'Login failed', description: message, variant: 'destructive' });
        return false;
      }
    },
    [checkSession, clear],
  );

  const logout = useCallback(async () => {
    try {
      await apiRequest('/api/auth/logout', { method: 'POST' });
      toast({ title: 'Logged out' });
    } catch {
      toast({ title: 'Logout Error', description: 'There was a problem logging out.', variant: 'destructive' });
    } finally {
      clear();
    }
  }, [clear]);

  const value = useMemo(() => ({ status, user, login, logout }), [status, user, login, logout]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside AuthProvider');
  return state;
}
