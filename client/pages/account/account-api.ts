// The official's account calls (issue 29): the session is the official's HttpOnly cookie, sent with
// each same-site call; the page never sees it.
import type { ApiMessage, ApiSuccess, Json } from '../../../common/api';
import type { Account, ACCOUNT_LINK_PURPOSES } from '../../../common/schemas/account';
import { apiRequest } from '../../lib/api';

export const ACCOUNT_QUERY_KEY = ['/api/account'] as const;

export const fetchAccount = async () => (await apiRequest<ApiSuccess<Json<Account>>>('/api/account')).data;

export const askSignInLink = (email: string) => apiRequest<ApiMessage>('/api/account/sign-in-link', { method: 'POST', body: { email } });

export const signInWithLink = (token: string) => apiRequest<ApiMessage>('/api/account/sign-in', { method: 'POST', body: { token } });

export const signOut = (everywhere: boolean) =>
  apiRequest<ApiMessage>(everywhere ? '/api/account/sign-out-everywhere' : '/api/account/sign-out', { method: 'POST' });

/** A fresh private link to a registration's page or a child's consent form (the server checks it is this official's). */
export const registrationLink = async (id: number, purpose: (typeof ACCOUNT_LINK_PURPOSES)[number]) =>
  (await apiRequest<ApiSuccess<{ url: string }>>(`/api/account/registrations/${id}/links`, { method: 'POST', body: { purpose } })).data.url;
