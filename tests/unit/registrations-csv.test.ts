// SPEC section 7: the client-side CSV export of registrations (its columns, its file name), written so
// that spreadsheets read every field as the text it is.
import { describe, expect, it } from 'vitest';
import {
  csvField, registrationsCsv, registrationsCsvFileName,
} from '../../client/pages/admin/registrations/registrations-csv.js';
import { UNTOUCHED_REGISTRATION, type Registration } from '../../common/schemas/registration.js';

// Noon in Phoenix: dates are the organisation's (settings), whatever the viewer's zone.
const PHOENIX = 'America/Phoenix';
const CREATED = '2025-03-07T19:00:00.000Z';

const registration = (overrides: Partial<Registration> = {}): Registration => ({
  id: 12,
  programId: 3,
  programName: 'Fall Officiating Clinic',
  firstName: 'Avery',
  lastName: 'Lopez',
  dateOfBirth: '1990-04-02',
  email: 'avery.lopez@example.com',
  phone: '(602) 555-0134',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  experienceLevel: 'intermediate',
  officiatedLevels: [],
  trainingGoals: '',
  emergencyContactName: 'Sam Reyes',
  emergencyContactPhone: '602-555-0100',
  emergencyContactRelationship: 'Friend',
  parentGuardianName: null,
  parentGuardianEmail: null,
  parentGuardianPhone: null,
  parentGuardianRelationship: null,
  liabilityWaiver: true,
  photoConsent: false,
  equipmentBundle: false,
  shirtSize: null,
  paymentAmount: 40,
  paymentStatus: 'paid',
  registrationStatus: 'active',
  ...UNTOUCHED_REGISTRATION,
  consentStatus: 'not-needed',
  overbookedAt: null,
  createdAt: CREATED,
  updatedAt: CREATED,
  ...overrides,
});

const lines = (csv: string) => csv.split('\r\n');

describe('the registrations CSV', () => {
  it('starts with the header row of SPEC section 7', () => {
    expect(lines(registrationsCsv([], PHOENIX))[0]).toBe(
      'ID,Program,First Name,Last Name,Date of Birth,Email,Phone,Experience Level,Payment Status,Registration Status,Created Date',
    );
  });

  it('writes one CRLF-ended line per registration, in the given order', () => {
    const csv = registrationsCsv([registration(), registration({ id: 13, firstName: 'Blake' })], PHOENIX);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(lines(csv)).toHaveLength(4);
    expect(lines(csv)[1]).toBe(
      '12,Fall Officiating Clinic,Avery,Lopez,1990-04-02,avery.lopez@example.com,(602) 555-0134,intermediate,paid,active,"Mar 7, 2025"',
    );
    expect(lines(csv)[2]).toMatch(/^13,Fall Officiating Clinic,Blake,/);
  });

  it('writes the created date as "MMM d, yyyy", quoted for its comma', () => {
    const created = '2024-12-25T19:00:00.000Z';
    expect(lines(registrationsCsv([registration({ createdAt: created })], PHOENIX))[1]).toMatch(/,"Dec 25, 2024"$/);
  });

  it('dates a registration by the organisation\'s day, not UTC\'s or the viewer\'s', () => {
    // 03:00 UTC on the 26th is 20:00 on Christmas Day in Phoenix, 22:00 in New York.
    const evening = registration({ createdAt: '2024-12-26T03:00:00.000Z' });
    expect(lines(registrationsCsv([evening], PHOENIX))[1]).toMatch(/,"Dec 25, 2024"$/);
    expect(lines(registrationsCsv([evening], 'America/New_York'))[1]).toMatch(/,"Dec 25, 2024"$/);
    expect(lines(registrationsCsv([evening], 'UTC'))[1]).toMatch(/,"Dec 26, 2024"$/);
  });

  it('writes beginner for a registration without an experience level', () => {
    const row = registration({ experienceLevel: null as unknown as Registration['experienceLevel'] });
    expect(lines(registrationsCsv([row], PHOENIX))[1]).toContain(',(602) 555-0134,beginner,paid,');
  });
});

describe('a CSV field', () => {
  it.each<[string, string | number | null | undefined, string]>([
    ['stays as it is when it holds nothing special', 'Avery', 'Avery'],
    ['is a number written out', 42, '42'],
    ['is empty for null', null, ''],
    ['is empty for undefined', undefined, ''],
    ['is quoted when it holds a comma', 'Lopez, Avery', '"Lopez, Avery"'],
    ['is quoted with quotes doubled when it holds a quote', 'The "Ref" Clinic', '"The ""Ref"" Clinic"'],
    ['is quoted when it holds a line break', 'line one\nline two', '"line one\nline two"'],
    ['is quoted when it holds a Windows line break', 'line one\r\nline two', '"line one\r\nline two"'],
    ['is quoted when it starts with a space', ' Avery', '" Avery"'],
    ['is quoted when it ends with a space', 'Avery ', '"Avery "'],
    ['is defused and quoted when it is a formula with quotes', '=HYPERLINK("http://evil.example")', '"\'=HYPERLINK(""http://evil.example"")"'],
    ['is defused when it starts with =', '=1+1', "'=1+1"],
    ['is defused when it starts with + and is not a number', '+cmd|calc', "'+cmd|calc"],
    ['is defused when it starts with - and is a formula', '-2+3', "'-2+3"],
    ['is defused when it starts with @', '@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['is defused when it starts with a tab', '\tTab', "'\tTab"],
    ['keeps a phone number that starts with + as typed', '+1 (602) 555-0134', '+1 (602) 555-0134'],
    ['keeps a negative number as typed', '-5', '-5'],
  ])('%s', (_case, value, field) => {
    expect(csvField(value)).toBe(field);
  });
});

describe('the file name', () => {
  it('is registrations-YYYY-MM-DD.csv for the organisation\'s date', () => {
    expect(registrationsCsvFileName(new Date('2025-01-06T06:59:00Z'), PHOENIX)).toBe('registrations-2025-01-05.csv');
    expect(registrationsCsvFileName(new Date('2024-12-31T07:01:00Z'), PHOENIX)).toBe('registrations-2024-12-31.csv');
  });
});

describe('the Full export', () => {
  const FULL_HEADER =
    'ID,Program,First Name,Last Name,Date of Birth,Email,Phone,Experience Level,Payment Status,Registration Status,Created Date,'
    + 'Amount,Equipment Bundle,Shirt Size,Parent/Guardian Name,Parent/Guardian Email,Parent/Guardian Phone,Parent/Guardian Relationship,Guardian Consent,'
    + 'Emergency Contact Name,Emergency Contact Phone,Emergency Contact Relationship';

  it('has SPEC’s columns, then the amount, the bundle, the parent/guardian’s contact, the consent and the emergency contact', () => {
    expect(lines(registrationsCsv([], PHOENIX, 'full'))[0]).toBe(FULL_HEADER);
  });

  it('writes SPEC’s fields as the SPEC export does, then the added ones', () => {
    const row = registration({
      consentStatus: 'awaiting-guardian', paymentAmount: 75, equipmentBundle: true, shirtSize: 'XL',
      parentGuardianName: 'Morgan Lopez', parentGuardianEmail: 'morgan@example.com', parentGuardianPhone: '602-555-0111', parentGuardianRelationship: 'Mother',
    });
    const spec = lines(registrationsCsv([row], PHOENIX))[1];
    expect(lines(registrationsCsv([row], PHOENIX, 'full'))[1]).toBe(`${spec},75.00,Yes,XL,Morgan Lopez,morgan@example.com,602-555-0111,Mother,Awaiting guardian,Sam Reyes,602-555-0100,Friend`);
  });

  it('leaves the shirt size and a missing guardian empty, and writes No without the bundle', () => {
    const row = registration({ equipmentBundle: false, shirtSize: 'L' });
    expect(lines(registrationsCsv([row], PHOENIX, 'full'))[1]).toMatch(/,"Mar 7, 2025",40\.00,No,,,,,,Not needed,Sam Reyes,602-555-0100,Friend$/);
  });

  it('defuses formulas in the added fields too', () => {
    const row = registration({ parentGuardianName: '=HYPERLINK("http://evil.example")', parentGuardianRelationship: '@SUM(A1)' });
    expect(lines(registrationsCsv([row], PHOENIX, 'full'))[1]).toContain(',"\'=HYPERLINK(""http://evil.example"")",');
    expect(lines(registrationsCsv([row], PHOENIX, 'full'))[1]).toMatch(/,'@SUM\(A1\),Not needed,/);
  });

  it('writes the guardian consent in words', () => {
    expect(lines(registrationsCsv([registration({ consentStatus: 'signed' })], PHOENIX, 'full'))[1]).toMatch(/,Signed,Sam Reyes,/);
  });

  it('ends with the emergency contact, empty when none was given, formulas defused', () => {
    const none = registration({ emergencyContactName: '', emergencyContactPhone: '', emergencyContactRelationship: '' });
    expect(lines(registrationsCsv([none], PHOENIX, 'full'))[1]).toMatch(/,Not needed,,,$/);
    const formula = registration({ emergencyContactName: '=cmd()', emergencyContactPhone: '+1 (602) 555-0100', emergencyContactRelationship: 'Aunt, by marriage' });
    expect(lines(registrationsCsv([formula], PHOENIX, 'full'))[1]).toMatch(/,Not needed,'=cmd\(\),\+1 \(602\) 555-0100,"Aunt, by marriage"$/);
  });

  it('is saved as registrations-full-YYYY-MM-DD.csv', () => {
    expect(registrationsCsvFileName(new Date('2025-01-06T06:59:00Z'), PHOENIX, 'full')).toBe('registrations-full-2025-01-05.csv');
    expect(registrationsCsvFileName(new Date('2025-01-06T06:59:00Z'), PHOENIX)).toBe('registrations-2025-01-05.csv');
  });
});
