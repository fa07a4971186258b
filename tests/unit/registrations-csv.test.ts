// SPEC section 7: the client-side CSV export of registrations (its columns, its file name), written so
// that spreadsheets read every field as the text it is.
import { describe, expect, it } from 'vitest';
import {
  csvField, registrationsCsv, registrationsCsvFileName,
} from '../../client/pages/admin/registrations/registrations-csv.js';
import type { Registration } from '../../common/schemas/registration.js';

// Local noon: the created date reads the same in every time zone.
const CREATED = new Date(2025, 2, 7, 12).toISOString();

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
  contactId: null,
  notes: '',
  stripePaymentIntentId: null,
  stripeCheckoutSessionId: null,
  paidAt: null,
  createdAt: CREATED,
  updatedAt: CREATED,
  ...overrides,
});

const lines = (csv: string) => csv.split('\r\n');

describe('the registrations CSV', () => {
  it('starts with the header row of SPEC section 7', () => {
    expect(lines(registrationsCsv([]))[0]).toBe(
      'ID,Program,First Name,Last Name,Date of Birth,Email,Phone,Experience Level,Payment Status,Registration Status,Created Date',
    );
  });

  it('writes one CRLF-ended line per registration, in the given order', () => {
    const csv = registrationsCsv([registration(), registration({ id: 13, firstName: 'Blake' })]);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(lines(csv)).toHaveLength(4);
    expect(lines(csv)[1]).toBe(
      '12,Fall Officiating Clinic,Avery,Lopez,1990-04-02,avery.lopez@example.com,(602) 555-0134,intermediate,paid,active,"Mar 7, 2025"',
    );
    expect(lines(csv)[2]).toMatch(/^13,Fall Officiating Clinic,Blake,/);
  });

  it('writes the created date as "MMM d, yyyy", quoted for its comma', () => {
    const created = new Date(2024, 11, 25, 12).toISOString();
    expect(lines(registrationsCsv([registration({ createdAt: created })]))[1]).toMatch(/,"Dec 25, 2024"$/);
  });

  it('writes beginner for a registration without an experience level', () => {
    const row = registration({ experienceLevel: null as unknown as Registration['experienceLevel'] });
    expect(lines(registrationsCsv([row]))[1]).toContain(',(602) 555-0134,beginner,paid,');
  });
});

describe('a CSV field', () => {
  it('stays as it is when it holds nothing special', () => {
    expect(csvField('Avery')).toBe('Avery');
    expect(csvField(42)).toBe('42');
  });

  it('is empty for a missing value', () => {
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
  });

  it('is quoted when it holds a comma, a quote or a line break, with quotes doubled', () => {
    expect(csvField('Lopez, Avery')).toBe('"Lopez, Avery"');
    expect(csvField('The "Ref" Clinic')).toBe('"The ""Ref"" Clinic"');
    expect(csvField('line one\nline two')).toBe('"line one\nline two"');
    expect(csvField('line one\r\nline two')).toBe('"line one\r\nline two"');
  });

  it('is quoted when it starts or ends with a space', () => {
    expect(csvField(' Avery')).toBe('" Avery"');
    expect(csvField('Avery ')).toBe('"Avery "');
  });

  it('is defused with a leading apostrophe when a spreadsheet would read it as a formula', () => {
    expect(csvField('=HYPERLINK("http://evil.example")')).toBe('"\'=HYPERLINK(""http://evil.example"")"');
    expect(csvField('=1+1')).toBe("'=1+1");
    expect(csvField('+cmd|calc')).toBe("'+cmd|calc");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('@SUM(A1:A2)')).toBe("'@SUM(A1:A2)");
    expect(csvField('\tTab')).toBe("'\tTab");
  });

  it('keeps a phone number or a number that starts with + or - as typed', () => {
    expect(csvField('+1 (602) 555-0134')).toBe('+1 (602) 555-0134');
    expect(csvField('-5')).toBe('-5');
  });
});

describe('the file name', () => {
  it('is registrations-YYYY-MM-DD.csv for the local date', () => {
    expect(registrationsCsvFileName(new Date(2025, 0, 5, 23, 59))).toBe('registrations-2025-01-05.csv');
    expect(registrationsCsvFileName(new Date(2024, 11, 31, 0, 1))).toBe('registrations-2024-12-31.csv');
  });
});
