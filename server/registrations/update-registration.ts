// A staff member's partial edit of a registration (PUT /api/registrations/{id}); null when there is none.
import { personKey } from '../../common/person-key.js';
import type { UpdateRegistration } from '../../common/schemas/registration.js';
import { amountColumn } from './registration-amount.js';
import { bundleFields, keepingOnePerPerson, requireProgram } from './registration-rules.js';
import type { StaffRegistrationDeps } from './staff-registration-deps.js';
import type { Registration } from './tables.js';

export async function updateRegistration(deps: StaffRegistrationDeps, id: number, input: UpdateRegistration, recordedBy: string | null): Promise<Registration | null> {
  const { equipmentBundle, shirtSize, programName: _ignored, paymentMethod, confirmDuplicate = false, ...fields } = input;
  const existing = await deps.registrations.findById(id);
  if (!existing) return null;
  // Issue 27: the person is compared again when who, the program or being active changes.
  const after = { ...existing, ...fields };
  const before = { key: personKey(existing), programId: existing.programId, active: existing.registrationStatus === 'active' };
  const person = { programId: after.programId, key: personKey(after), active: after.registrationStatus === 'active', confirmDuplicate, exceptId: id };
  const personChanged = person.key !== before.key || person.programId !== before.programId || (person.active && !before.active);
  const program = fields.programId === undefined ? undefined : await requireProgram(deps.programs, fields.programId);
  // A partial update of the bundle or the size is judged against what is stored.
  const bundleChange = equipmentBundle === undefined && shirtSize === undefined
    ? {}
    : bundleFields(equipmentBundle ?? existing.equipmentBundle, shirtSize ?? existing.shirtSize);
  // Issue 27: a payment status staff set by hand enters the ledger in the same transaction (payments' hand-money.ts).
  const ledger = deps.staffLedger({ method: paymentMethod, recordedBy, at: deps.now() });
  const write = (key?: string | null) =>
    deps.registrations.update(id, { ...amountColumn(fields), ...bundleChange, ...(program && { programName: program.name }), ...(key !== undefined && { personKey: key }) }, ledger.along);
  const row = personChanged ? await keepingOnePerPerson(deps.registrations, person, write) : await write();
  if (ledger.queued) deps.queued();
  return row;
}
