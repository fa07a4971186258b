// The public registration form of SPEC sections 5 and 9: the server's rules and messages, and the body
// it turns into (experience level and amount from the package, the shirt size only with the bundle).
import { describe, expect, it } from 'vitest';
import {
  PUBLIC_REGISTRATION_FORM_DEFAULTS, PublicRegistrationFormSchema, isMinor, type PublicRegistrationFormValues,
} from '../../common/schemas/public-registration-form.js';
import { PublicRegistrationSchema } from '../../common/schemas/registration.js';

const filled: PublicRegistrationFormValues = {
  ...PUBLIC_REGISTRATION_FORM_DEFAULTS,
  firstName: ' Avery ',
  lastName: 'Stone',
  dateOfBirth: '1990-03-02',
  email: 'avery.stone@example.com',
  phone: '(602) 555-0199',
  emergencyContactName: 'Jordan Reyes',
  emergencyContactPhone: '(602) 555-0177',
  emergencyContactRelationship: 'Spouse',
  liabilityWaiver: true,
};

const messages = (values: PublicRegistrationFormValues) =>
  PublicRegistrationFormSchema.safeParse(values).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('the public registration form', () => {
  it('turns a new official with the bundle into a body the server accepts', () => {
    const body = PublicRegistrationFormSchema.parse({ ...filled, equipmentBundle: true, shirtSize: 'XL' });
    expect(body).toMatchObject({
      firstName: 'Avery', experienceLevel: 'beginner', equipmentBundle: true, shirtSize: 'XL', paymentAmount: 75, liabilityWaiver: true,
    });
    expect(body).not.toHaveProperty('packageType');
    expect(PublicRegistrationSchema.safeParse({ ...body, programId: 1, programName: 'Basics' }).success).toBe(true);
  });

  it('sends experienced officials as advanced, and no shirt size without the bundle', () => {
    const body = PublicRegistrationFormSchema.parse({ ...filled, packageType: 'experienced', shirtSize: 'S' });
    expect(body).toMatchObject({ experienceLevel: 'advanced', equipmentBundle: false, paymentAmount: 55 });
    expect(body).not.toHaveProperty('shirtSize');
  });

  it("shows SPEC's messages for an empty form, the waiver included", () => {
    expect(messages(PUBLIC_REGISTRATION_FORM_DEFAULTS)).toEqual(
      expect.arrayContaining([
        ['firstName', 'First name is required'],
        ['dateOfBirth', 'Date of birth is required'],
        ['phone', 'Phone number must be at least 10 characters'],
        ['emergencyContactRelationship', 'Emergency contact relationship is required'],
        ['liabilityWaiver', 'You must agree to the liability waiver'],
      ]),
    );
  });

  it('refuses a date of birth in the future', () => {
    expect(messages({ ...filled, dateOfBirth: '2999-01-01' })).toEqual([['dateOfBirth', 'Date of birth cannot be in the future']]);
  });

  it('knows a minor once the date of birth is a real date', () => {
    expect(isMinor('2010-01-01', '2026-06-15')).toBe(true);
    expect(isMinor('2008-06-15', '2026-06-15')).toBe(false);
    expect(isMinor('2010-02-30', '2026-06-15')).toBeNull();
    expect(isMinor('', '2026-06-15')).toBeNull();
  });
});
