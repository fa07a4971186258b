// The admin program form's schema (common/schemas/program-form.ts): SPEC section 5's admin messages on
// the fields they belong to, the input schema's own rules behind them, and the body it sends.
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_TIERS } from '../../common/prices.js';
import { ProgramFormSchema, programFormValues } from '../../common/schemas/program-form.js';
import type { Program } from '../../common/schemas/program.js';
import { filledProgramForm as filled, programFormMessages as messages } from '../helpers/program-form.js';


describe('ProgramFormSchema', () => {
  it('shows the admin form messages of an empty form on their fields', () => {
    const values = programFormValues();
    values.price = '-5';
    values.priceTiers[0]!.name = '';
    values.priceTiers[1]!.price = '-1';
    expect(messages(values)).toEqual([
      ['name', 'Name is required'],
      ['description', 'Description is required'],
      ['duration', 'Duration is required'],
      ['price', 'Price must be non-negative'],
      ['priceTiers.0.name', 'Name is required'],
      ['priceTiers.1.price', 'Price must be non-negative'],
    ]);
  });

  it('checks what is typed with the input schema\'s own rules', () => {
    expect(messages(filled({ name: 'ab', price: '12.5', imageUrl: 'javascript:alert(1)' }))).toEqual([
      ['name', 'Program name must be at least 3 characters'],
      ['price', 'Price must be a whole number'],
      ['imageUrl', 'Please enter a valid image URL'],
    ]);
    expect(messages(filled({ features: [{ value: 'ok' }, { value: 'x'.repeat(301) }] }))).toEqual([['features.1.value', 'A feature must be at most 300 characters']]);
  });

  it('sends numbers, drops blank features and blank tier rows, and clears an emptied price', () => {
    const body = ProgramFormSchema.parse(
      filled({
        price: '',
        features: [{ value: '  Film review ' }, { value: '   ' }],
        priceTiers: [
          { name: ' Camp Only ', price: '25', description: ' No certification ' },
          { name: '', price: '', description: '' },
        ],
      }),
    );
    expect(body).toMatchObject({ name: 'Mechanics Clinic', price: null, level: 'high-school', active: true, imageUrl: null, startDate: null });
    expect(body.features).toEqual(['Film review']);
    expect(body.priceTiers).toEqual([{ name: 'Camp Only', price: 25, description: 'No certification' }]);
  });

  it('starts a new program with the default tiers and shows a stored one as text', () => {
    expect(programFormValues().priceTiers).toEqual(DEFAULT_PRICE_TIERS.map((tier) => ({ name: tier.name, price: String(tier.price), description: '' })));
    const stored: Program = {
      id: 1, name: 'Mechanics Clinic', description: 'Two-person and three-person mechanics.', level: 'college', duration: '6 weeks',
      price: 120, priceTiers: [{ name: 'Camp', price: 0, description: null }], imageUrl: null, location: null, locationName: 'Desert Gym',
      startDate: '2027-01-15', startTime: '18:30', active: false, features: ['Film'], capacity: 40, whatToBring: null, certification: null, sessions: [], createdAt: '', updatedAt: '',
    };
    expect(programFormValues(stored)).toMatchObject({
      level: 'college', price: '120', capacity: '40', locationName: 'Desert Gym', imageUrl: '', active: false,
      features: [{ value: 'Film' }], priceTiers: [{ name: 'Camp', price: '0', description: '' }],
    });
  });
});
