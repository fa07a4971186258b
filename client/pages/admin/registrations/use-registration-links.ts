// A registration's guardian consent and private links as staff reach them (issue 15): the signature,
// loaded only once there is one; the consent link sent again; the registrant's link replaced.
import { useQuery } from '@tanstack/react-query';
import type { ApiSuccess } from '../../../../common/api';
import type { GuardianConsent } from '../../../../common/schemas/registration';
import { apiRequest } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { useAdminMutation } from '../shared/admin-api';

const base = (registrationId: number) => `/api/registrations/${registrationId}`;

/** GET .../consent while `signed`: before that there is nothing to read (the server answers 404). */
export function useGuardianConsent(registrationId: number, signed: boolean) {
  const { status } = useAuth();
  const path = `${base(registrationId)}/consent`;
  return useQuery({
    queryKey: [path],
    queryFn: () => apiRequest<ApiSuccess<GuardianConsent>>(path),
    select: (body) => body.data,
    enabled: signed && status === 'authenticated',
  });
}

/** POST .../consent-link; the toast is the server's message. */
export const useResendConsentLink = () =>
  useAdminMutation<number>({
    method: 'POST',
    path: (id) => `${base(id)}/consent-link`,
    body: () => undefined,
    failure: 'The consent link could not be sent. Please try again.',
    invalidates: ['/api/registrations'],
  });

/** POST .../private-link; the toast is the server's message. */
export const useReplacePrivateLink = (onSuccess: () => void) =>
  useAdminMutation<number>({
    method: 'POST',
    path: (id) => `${base(id)}/private-link`,
    body: () => undefined,
    failure: 'The private link could not be replaced. Please try again.',
    invalidates: [],
    onSuccess,
  });
