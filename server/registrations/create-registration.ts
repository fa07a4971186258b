// A staff member's registration (POST /api/registrations): any program, the amount and statuses as staff
// set them; created paid, its money enters the ledger (issue 27).
import { personKey } from '../../common/person-key.js';
import type { AdminRegistration } from '../../common/schemas/registration.js';
import { amountColumn } from './registration-amount.js';
import { bundleFields, defaultPaymentStatus, keepingOnePerPerson, requireProgram } from './registration-rules.js';
import type { StaffRegistrationDeps } from './staff-registration-deps.js';
import type { Registration } from './tables.js';

export async function createRegistration(deps: StaffRegistrationDeps, input: AdminRegistration, recordedBy: string | null): Promise<Registration> {
  const { equipmentBundle = false, shirtSize, paymentMethod, confirmDuplicate = false, ...fields } = input;
  const program = await requireProgram(deps.programs, fields.programId);
  const active = (fields.registrationStatus ?? 'active') === 'active';
  const ledger = deps.staffLedger({ method: paymentMethod, recordedBy, at: deps.now() });
  const row = await keepingOnePerPerson(deps.registrations, { programId: fields.programId, key: personKey(fields), active, confirmDuplicate }, (key) => deps.registrations.create({
    ...amountColumn(fields),
    ...bundleFields(equipmentBundle, shirtSize),
    programName: program.name,
    paymentStatus: fields.paymentStatus ?? defaultPaymentStatus(fields.paymentAmount),
    personKey: key,
  }, ledger.along));
  if (ledger.queued) deps.queued();
  return row;
}
