// The official's availability (issue 30, point 2): read, and replaced as a whole on Save.
import type { ApiSuccess, Json } from '../../../../common/api';
import type { Availability, AvailabilityInput } from '../../../../common/schemas/game';
import { apiRequest } from '../../../lib/api';

export const AVAILABILITY_QUERY_KEY = ['/api/account/availability'] as const;

export const fetchAvailability = async () => (await apiRequest<ApiSuccess<Json<Availability>>>('/api/account/availability')).data;

export const saveAvailability = (input: AvailabilityInput) =>
  apiRequest<ApiSuccess<Json<Availability>>>('/api/account/availability', { method: 'PUT', body: input });
