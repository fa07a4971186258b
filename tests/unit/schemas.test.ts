// The validation messages of SPEC section 5, from the schemas in common/ that the forms and the server
// share: for each rule, a bad value and the exact message on the exact field.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ChangePasswordFormSchema, ChangePasswordSchema, LoginSchema, CreateUserSchema } from '../../common/schemas/auth.js';
import { CreateContactSchema } from '../../common/schemas/contact.js';
import { IdParams } from '../../common/schemas/fields.js';
import { MarketingPopupFormSchema, SaveMarketingPopupSchema } from '../../common/schemas/marketing-popup.js';
import { CreateProgramSchema, PriceTierInputSchema, UpdateProgramSchema } from '../../common/schemas/program.js';
import { AdminRegistrationSchema, PublicRegistrationSchema } from '../../common/schemas/registration.js';
import { CreateSectionHeaderSchema } from '../../common/schemas/section-header.js';
import { CreateServiceSchema } from '../../common/schemas/service.js';
import { SaveAboutSchema, SaveCompanyInfoSchema, SaveCtaSchema, SaveHeroSchema } from '../../common/schemas/site-content.js';
import { CreateTestimonialSchema, UpdateTestimonialSchema } from '../../common/schemas/testimonial.js';

const EMAIL = 'Please enter a valid email address';

const valid = {
  login: { username: 'admin', password: 'admin-password' },
  user: { username: 'referee', email: 'ref@example.com', password: 'long-enough' },
  changePassword: { currentPassword: 'old-password', newPassword: 'new-password', confirmPassword: 'new-password' },
  contact: { name: 'Jordan Reyes', email: 'jordan@example.com' },
  program: { name: 'High School Course', description: 'A course for new high school officials.', duration: '6 weeks' },
  tier: { name: 'New Official', price: 40 },
  testimonial: { name: 'Marcus', position: 'Varsity Official', quote: 'The course gave me confidence.' },
  service: { title: 'Film Review', description: 'Video breakdowns of your games.', icon: 'video' },
  companyInfo: {
    name: 'Academy', phone: '(602) 555-0142', email: 'info@example.org', website: 'https://example.org', location: 'Phoenix',
    phoneHours: 'Monday-Friday 9am-5pm MST', emailResponse: 'Within 24 hours', locationDetail: '1 Main St',
  },
  about: { title: 'About Us', content: '<p>We train basketball officials.</p>' },
  cta: { title: 'Join Us', content: 'Register for the next class today.', buttonText: 'Go', buttonLink: '#contact' },
  sectionHeader: { sectionId: 'services', title: 'Our Services' },
  hero: { heading: 'Train Referees', subheading: 'Professional development for officials', buttonText: 'Go', buttonLink: '#programs' },
  publicRegistration: {
    programId: 1, programName: 'High School Course', firstName: 'Jordan', lastName: 'Reyes', dateOfBirth: '1990-05-01',
    email: 'jordan@example.com', phone: '6025550142', experienceLevel: 'beginner', emergencyContactName: 'Sam Reyes',
    emergencyContactPhone: '6025550143', emergencyContactRelationship: 'Sibling', liabilityWaiver: true, paymentAmount: 40,
  },
  adminRegistration: {
    programId: 1, programName: 'High School Course', firstName: 'Jordan', lastName: 'Reyes', dateOfBirth: '1990-05-01',
    email: 'jordan@example.com', phone: '6025550142', experienceLevel: 'beginner', paymentAmount: 40,
  },
  popup: { title: 'Spring Clinic', date: 'Saturday, Feb 6', startTime: '9:00 AM', endTime: '3:00 PM', location: 'Phoenix Gym' },
  popupForm: { title: 'Spring Clinic', date: 'Saturday, Feb 6', startTime: '9:00 AM', endTime: '3:00 PM', location: 'Phoenix Gym', active: true },
} as const;

/** The first message on each field of a failed parse. */
function messagesOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const messages: Record<string, string> = {};
  for (const issue of result.error.issues) messages[issue.path.join('.')] ??= issue.message;
  return messages;
}

type Case = [description: string, schema: z.ZodType, input: object, field: string, message: string];

const cases: Case[] = [
  // Login
  ['login: empty username', LoginSchema, { ...valid.login, username: '' }, 'username', 'Username is required'],
  ['login: blank username', LoginSchema, { ...valid.login, username: '   ' }, 'username', 'Username is required'],
  ['login: missing username', LoginSchema, { password: 'x' }, 'username', 'Username is required'],
  ['login: empty password', LoginSchema, { ...valid.login, password: '' }, 'password', 'Password is required'],
  ['login: missing password', LoginSchema, { username: 'admin' }, 'password', 'Password is required'],
  ['login: password of the wrong type', LoginSchema, { ...valid.login, password: 12345678 }, 'password', 'Password is required'],
  // User
  ['user: short username', CreateUserSchema, { ...valid.user, username: 'ab' }, 'username', 'Username must be at least 3 characters'],
  ['user: bad email', CreateUserSchema, { ...valid.user, email: 'not-an-email' }, 'email', EMAIL],
  ['user: missing email', CreateUserSchema, { ...valid.user, email: undefined }, 'email', EMAIL],
  ['user: short password', CreateUserSchema, { ...valid.user, password: 'short' }, 'password', 'Password must be at least 8 characters'],
  ['user: unknown role', CreateUserSchema, { ...valid.user, role: 'owner' }, 'role', 'Role must be one of: user, admin'],
  // Change password
  ['change password: empty current', ChangePasswordSchema, { ...valid.changePassword, currentPassword: '' }, 'currentPassword', 'Current password is required'],
  ['change password: missing current', ChangePasswordSchema, { newPassword: 'new-password' }, 'currentPassword', 'Current password is required'],
  ['change password: short new', ChangePasswordSchema, { ...valid.changePassword, newPassword: 'short' }, 'newPassword', 'New password must be at least 8 characters'],
  ['change password form: empty confirm', ChangePasswordFormSchema, { ...valid.changePassword, confirmPassword: '' }, 'confirmPassword', 'Please confirm your new password'],
  ['change password form: mismatch', ChangePasswordFormSchema, { ...valid.changePassword, confirmPassword: 'new-passworx' }, 'confirmPassword', "Passwords don't match"],
  // Contact
  ['contact: short name', CreateContactSchema, { ...valid.contact, name: 'J' }, 'name', 'Name must be at least 2 characters'],
  ['contact: name of spaces', CreateContactSchema, { ...valid.contact, name: '   ' }, 'name', 'Name must be at least 2 characters'],
  ['contact: bad email', CreateContactSchema, { ...valid.contact, email: 'jordan@' }, 'email', EMAIL],
  // Program (stored schema)
  ['program: short name', CreateProgramSchema, { ...valid.program, name: 'HS' }, 'name', 'Program name must be at least 3 characters'],
  ['program: short description', CreateProgramSchema, { ...valid.program, description: 'Too short' }, 'description', 'Description must be at least 10 characters'],
  ['program: negative price', CreateProgramSchema, { ...valid.program, price: -1 }, 'price', 'Price cannot be negative'],
  ['program: bad image URL', CreateProgramSchema, { ...valid.program, imageUrl: 'not a url' }, 'imageUrl', 'Please enter a valid image URL'],
  ['program: javascript image URL', CreateProgramSchema, { ...valid.program, imageUrl: 'javascript:alert(1)' }, 'imageUrl', 'Please enter a valid image URL'],
  ['program: unknown level', CreateProgramSchema, { ...valid.program, level: 'pro' }, 'level', 'Level must be one of: high-school, college, professional, youth, all'],
  ['program: tier with a negative price', CreateProgramSchema, { ...valid.program, priceTiers: [{ name: 'New', price: -5 }] }, 'priceTiers.0.price', 'Price cannot be negative'],
  ['program: tier without a name', CreateProgramSchema, { ...valid.program, priceTiers: [{ name: '', price: 5 }] }, 'priceTiers.0.name', 'Name is required'],
  ['program update: short name', UpdateProgramSchema, { name: 'HS' }, 'name', 'Program name must be at least 3 characters'],
  ['price tier: negative price', PriceTierInputSchema, { ...valid.tier, price: -1 }, 'price', 'Price cannot be negative'],
  // Testimonial
  ['testimonial: short name', CreateTestimonialSchema, { ...valid.testimonial, name: 'M' }, 'name', 'Name must be at least 2 characters'],
  ['testimonial: short position', CreateTestimonialSchema, { ...valid.testimonial, position: 'X' }, 'position', 'Position must be at least 2 characters'],
  ['testimonial: short quote', CreateTestimonialSchema, { ...valid.testimonial, quote: 'Great!' }, 'quote', 'Quote must be at least 10 characters'],
  ['testimonial edit: short quote', UpdateTestimonialSchema, { quote: 'Great!' }, 'quote', 'Quote must be at least 10 characters'],
  // Service
  ['service: short title', CreateServiceSchema, { ...valid.service, title: 'Fi' }, 'title', 'Title must be at least 3 characters'],
  ['service: short description', CreateServiceSchema, { ...valid.service, description: 'Videos' }, 'description', 'Description must be at least 10 characters'],
  ['service: short icon', CreateServiceSchema, { ...valid.service, icon: 'v' }, 'icon', 'Icon name must be at least 2 characters'],
  ['service: fractional display order', CreateServiceSchema, { ...valid.service, displayOrder: 1.5 }, 'displayOrder', 'Display order must be a whole number'],
  // Company info
  ['company info: short name', SaveCompanyInfoSchema, { ...valid.companyInfo, name: 'A' }, 'name', 'Name must be at least 2 characters'],
  ['company info: bad email', SaveCompanyInfoSchema, { ...valid.companyInfo, email: 'info' }, 'email', EMAIL],
  // About
  ['about: short title', SaveAboutSchema, { ...valid.about, title: 'Us' }, 'title', 'Title must be at least 3 characters'],
  ['about: short content', SaveAboutSchema, { ...valid.about, content: '<p>Hi</p>' }, 'content', 'Content must be at least 10 characters'],
  ['about: bad image URL', SaveAboutSchema, { ...valid.about, imageUrl: 'ftp://example.org/a.png' }, 'imageUrl', 'Please enter a valid image URL'],
  // Call to action
  ['cta: short title', SaveCtaSchema, { ...valid.cta, title: 'Go' }, 'title', 'Title must be at least 3 characters'],
  ['cta: short content', SaveCtaSchema, { ...valid.cta, content: 'Join now' }, 'content', 'Content must be at least 10 characters'],
  ['cta: short button text', SaveCtaSchema, { ...valid.cta, buttonText: 'G' }, 'buttonText', 'Button text must be at least 2 characters'],
  ['cta: empty button link', SaveCtaSchema, { ...valid.cta, buttonLink: '' }, 'buttonLink', 'Button link is required'],
  ['cta: missing button link', SaveCtaSchema, { ...valid.cta, buttonLink: undefined }, 'buttonLink', 'Button link is required'],
  // Section header
  ['section header: short id', CreateSectionHeaderSchema, { ...valid.sectionHeader, sectionId: 's' }, 'sectionId', 'Section ID must be at least 2 characters'],
  ['section header: short title', CreateSectionHeaderSchema, { ...valid.sectionHeader, title: 'Us' }, 'title', 'Title must be at least 3 characters'],
  // Hero
  ['hero: short heading', SaveHeroSchema, { ...valid.hero, heading: 'Refs' }, 'heading', 'Heading must be at least 5 characters'],
  ['hero: short subheading', SaveHeroSchema, { ...valid.hero, subheading: 'Training' }, 'subheading', 'Subheading must be at least 10 characters'],
  ['hero: short button text', SaveHeroSchema, { ...valid.hero, buttonText: 'G' }, 'buttonText', 'Button text must be at least 2 characters'],
  ['hero: empty button link', SaveHeroSchema, { ...valid.hero, buttonLink: '' }, 'buttonLink', 'Button link is required'],
  ['hero: bad background image', SaveHeroSchema, { ...valid.hero, backgroundImage: 'javascript:alert(1)' }, 'backgroundImage', 'Please enter a valid image URL'],
  // Browsers read a backslash after the first slash as a second slash: "/\\evil.com" is "//evil.com".
  ['hero: backslash button link that leaves the site', SaveHeroSchema, { ...valid.hero, buttonLink: '/\\evil.com' }, 'buttonLink', 'Button link must start with #, / or http(s)://'],
  ['cta: protocol-relative button link', SaveCtaSchema, { ...valid.cta, buttonLink: '//evil.com' }, 'buttonLink', 'Button link must start with #, / or http(s)://'],
  ['hero: backslash background image that leaves the site', SaveHeroSchema, { ...valid.hero, backgroundImage: '/\\evil.com/a.png' }, 'backgroundImage', 'Please enter a valid image URL'],
  ['program: backslash image path that leaves the site', CreateProgramSchema, { ...valid.program, imageUrl: '/\\\\evil.com/a.png' }, 'imageUrl', 'Please enter a valid image URL'],
  // Public registration form
  ['registration: empty first name', PublicRegistrationSchema, { ...valid.publicRegistration, firstName: '' }, 'firstName', 'First name is required'],
  ['registration: empty last name', PublicRegistrationSchema, { ...valid.publicRegistration, lastName: ' ' }, 'lastName', 'Last name is required'],
  ['registration: empty date of birth', PublicRegistrationSchema, { ...valid.publicRegistration, dateOfBirth: '' }, 'dateOfBirth', 'Date of birth is required'],
  ['registration: missing date of birth', PublicRegistrationSchema, { ...valid.publicRegistration, dateOfBirth: undefined }, 'dateOfBirth', 'Date of birth is required'],
  ['registration: bad email', PublicRegistrationSchema, { ...valid.publicRegistration, email: 'jordan' }, 'email', EMAIL],
  ['registration: short phone', PublicRegistrationSchema, { ...valid.publicRegistration, phone: '555-0142' }, 'phone', 'Phone number must be at least 10 characters'],
  ['registration: missing experience', PublicRegistrationSchema, { ...valid.publicRegistration, experienceLevel: undefined }, 'experienceLevel', 'Experience level is required'],
  ['registration: unknown experience', PublicRegistrationSchema, { ...valid.publicRegistration, experienceLevel: 'expert' }, 'experienceLevel', 'Experience level is required'],
  ['registration: bad guardian email', PublicRegistrationSchema, { ...valid.publicRegistration, parentGuardianEmail: 'mom@' }, 'parentGuardianEmail', EMAIL],
  ['registration: short guardian phone', PublicRegistrationSchema, { ...valid.publicRegistration, parentGuardianPhone: '12345' }, 'parentGuardianPhone', 'Phone number must be at least 10 characters'],
  ['registration: waiver not agreed', PublicRegistrationSchema, { ...valid.publicRegistration, liabilityWaiver: false }, 'liabilityWaiver', 'You must agree to the liability waiver'],
  ['registration: waiver missing', PublicRegistrationSchema, { ...valid.publicRegistration, liabilityWaiver: undefined }, 'liabilityWaiver', 'You must agree to the liability waiver'],
  ['registration: no program', PublicRegistrationSchema, { ...valid.publicRegistration, programId: 0 }, 'programId', 'Please select a program'],
  // Admin registration form
  ['admin registration: no program', AdminRegistrationSchema, { ...valid.adminRegistration, programId: 0 }, 'programId', 'Please select a program'],
  ['admin registration: no program name', AdminRegistrationSchema, { ...valid.adminRegistration, programName: '' }, 'programName', 'Program name is required'],
  ['admin registration: empty first name', AdminRegistrationSchema, { ...valid.adminRegistration, firstName: '' }, 'firstName', 'First name is required'],
  ['admin registration: empty last name', AdminRegistrationSchema, { ...valid.adminRegistration, lastName: '' }, 'lastName', 'Last name is required'],
  ['admin registration: empty date of birth', AdminRegistrationSchema, { ...valid.adminRegistration, dateOfBirth: '' }, 'dateOfBirth', 'Date of birth is required'],
  ['admin registration: bad email', AdminRegistrationSchema, { ...valid.adminRegistration, email: 'x' }, 'email', EMAIL],
  ['admin registration: empty phone', AdminRegistrationSchema, { ...valid.adminRegistration, phone: '' }, 'phone', 'Phone number is required'],
  ['admin registration: unknown experience', AdminRegistrationSchema, { ...valid.adminRegistration, experienceLevel: 'pro' }, 'experienceLevel', 'Experience level is required'],
  ['admin registration: no experience (SPEC section 5, issue 27)', AdminRegistrationSchema, { ...valid.adminRegistration, experienceLevel: undefined }, 'experienceLevel', 'Experience level is required'],
  ['admin registration: bad guardian email', AdminRegistrationSchema, { ...valid.adminRegistration, parentGuardianEmail: 'dad@' }, 'parentGuardianEmail', EMAIL],
  ['admin registration: negative amount', AdminRegistrationSchema, { ...valid.adminRegistration, paymentAmount: -1 }, 'paymentAmount', 'Payment amount cannot be negative'],
  // Marketing popup
  ['popup: short title', SaveMarketingPopupSchema, { ...valid.popup, title: 'Go' }, 'title', 'Title must be at least 3 characters'],
  ['popup: short date', SaveMarketingPopupSchema, { ...valid.popup, date: 'Sa' }, 'date', 'Date must be at least 3 characters'],
  ['popup: empty start time', SaveMarketingPopupSchema, { ...valid.popup, startTime: '' }, 'startTime', 'Start time is required'],
  ['popup: empty end time', SaveMarketingPopupSchema, { ...valid.popup, endTime: '' }, 'endTime', 'End time is required'],
  ['popup: short location', SaveMarketingPopupSchema, { ...valid.popup, location: 'AZ' }, 'location', 'Location must be at least 3 characters'],
  ['popup form: empty title', MarketingPopupFormSchema, { ...valid.popupForm, title: '' }, 'title', 'Title is required'],
  ['popup form: empty date', MarketingPopupFormSchema, { ...valid.popupForm, date: '' }, 'date', 'Date is required'],
  ['popup form: empty start time', MarketingPopupFormSchema, { ...valid.popupForm, startTime: '' }, 'startTime', 'Start time is required'],
  ['popup form: empty end time', MarketingPopupFormSchema, { ...valid.popupForm, endTime: '' }, 'endTime', 'End time is required'],
  ['popup form: empty location', MarketingPopupFormSchema, { ...valid.popupForm, location: '' }, 'location', 'Location is required'],
];

describe('SPEC section 5 messages', () => {
  it.each(cases)('%s', (_description, schema, input, field, message) => {
    const messages = messagesOf(schema, input);
    expect(messages[field], JSON.stringify(messages)).toBe(message);
    // The bad value is the only problem: no other field complains.
    expect(Object.keys(messages)).toEqual([field]);
  });
});

describe('the valid examples', () => {
  it.each([
    [LoginSchema, valid.login], [CreateUserSchema, valid.user], [ChangePasswordFormSchema, valid.changePassword],
    [CreateContactSchema, valid.contact], [CreateProgramSchema, valid.program], [PriceTierInputSchema, valid.tier],
    [CreateTestimonialSchema, valid.testimonial], [CreateServiceSchema, valid.service], [SaveCompanyInfoSchema, valid.companyInfo],
    [SaveAboutSchema, valid.about], [SaveCtaSchema, valid.cta], [CreateSectionHeaderSchema, valid.sectionHeader], [SaveHeroSchema, valid.hero],
    [PublicRegistrationSchema, valid.publicRegistration], [AdminRegistrationSchema, valid.adminRegistration],
    [SaveMarketingPopupSchema, valid.popup], [MarketingPopupFormSchema, valid.popupForm],
  ] as [z.ZodType, object][])('pass (%#)', (schema, input) => {
    expect(messagesOf(schema, input)).toEqual({});
  });
});

describe('rules around the messages', () => {
  it('a mismatched confirmation is reported on confirmPassword only, once the fields are valid', () => {
    const result = ChangePasswordFormSchema.safeParse({ ...valid.changePassword, confirmPassword: 'something-else' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['confirmPassword', "Passwords don't match"]]);
  });

  it('the change-password body (server) does not need the confirmation', () => {
    expect(ChangePasswordSchema.safeParse({ currentPassword: 'old-password', newPassword: 'new-password' }).success).toBe(true);
  });

  it('a long username at login is reported as too long, not as missing', () => {
    expect(messagesOf(LoginSchema, { ...valid.login, username: 'a'.repeat(101) }).username).toBe('Username must be at most 100 characters');
  });

  it('optional text, image URLs and choices accept empty strings and store null', () => {
    const contact = CreateContactSchema.parse({ ...valid.contact, phone: '', program: '', experience: '', message: '' });
    expect(contact).toMatchObject({ phone: null, program: null, experience: null, message: null });
    expect(CreateProgramSchema.parse({ ...valid.program, imageUrl: '' }).imageUrl).toBeNull();
    expect(CreateProgramSchema.parse({ ...valid.program, imageUrl: '/images/court.jpg' }).imageUrl).toBe('/images/court.jpg');
  });

  it('program features drop blank entries after trimming', () => {
    expect(CreateProgramSchema.parse({ ...valid.program, features: [' Rules ', '', '   ', 'Mechanics'] }).features).toEqual(['Rules', 'Mechanics']);
  });

  it('the edit forms of programs and testimonials accept a partial body', () => {
    expect(UpdateProgramSchema.parse({})).toEqual({});
    expect(UpdateTestimonialSchema.parse({ featured: true })).toEqual({ featured: true });
  });

  it('text is trimmed before its length is checked', () => {
    expect(CreateContactSchema.parse({ ...valid.contact, name: '  Jo  ' }).name).toBe('Jo');
  });

  it('button links must be anchors, site paths or web links, never javascript:', () => {
    for (const buttonLink of ['#programs', '/checkout', 'https://example.org', 'mailto:info@example.org', 'tel:+16025550142']) {
      expect(SaveCtaSchema.safeParse({ ...valid.cta, buttonLink }).success, buttonLink).toBe(true);
    }
    for (const buttonLink of ['javascript:alert(1)', '//evil.example', 'data:text/html,x']) {
      expect(messagesOf(SaveCtaSchema, { ...valid.cta, buttonLink }).buttonLink, buttonLink).toBe('Button link must start with #, / or http(s)://');
    }
  });
});

describe('IdParams', () => {
  it('takes a positive whole number in decimal digits', () => {
    expect(IdParams.parse({ id: '42' })).toEqual({ id: 42 });
    expect(IdParams.parse({ id: '2147483647' })).toEqual({ id: 2_147_483_647 });
  });

  it.each(['abc', '0', '-1', '1.5', '1e3', '0x10', '+5', ' 7', '', 'Infinity'])('refuses %j', (id) => {
    expect(messagesOf(IdParams, { id }).id).toBe('id must be a positive whole number');
  });

  it.each(['2147483648', '99999999999', '9'.repeat(400)])('refuses %s as out of range', (id) => {
    expect(messagesOf(IdParams, { id }).id).toBe('id is out of range');
  });
});
