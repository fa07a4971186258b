// Who a registration is for, as the one-registration-per-person rule compares people (issue 27): first
// name, last name and date of birth, ignoring case and spaces. Migration 0009 wrote the same key in SQL
// for registrations stored before the rule.

const squeeze = (name: string) => name.normalize('NFC').replace(/\s+/gu, '').toLowerCase();

export function personKey({ firstName, lastName, dateOfBirth }: { firstName: string; lastName: string; dateOfBirth: string }): string {
  return `${squeeze(firstName)}|${squeeze(lastName)}|${dateOfBirth}`;
}
