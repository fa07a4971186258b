// Single-record content: company info, about, call to action, hero.
import { z } from 'zod';
import type { Json } from '../api.js';
import {
  MAX, buttonFields, email, featureBoxFields, featureBoxRowFields, imageUrl, nullableText, record, requiredText, storedTexts, textValues,
} from './fields.js';

export const SaveCompanyInfoSchema = z.object({
  name: requiredText(2, 'Name must be at least 2 characters', MAX.short, 'Name'),
  phone: requiredText(1, 'Phone is required', MAX.phone, 'Phone'),
  email: email(),
  website: requiredText(1, 'Website is required', MAX.url, 'Website'),
  location: requiredText(1, 'Location is required', MAX.line, 'Location'),
  phoneHours: requiredText(1, 'Phone hours are required', MAX.line, 'Phone hours'),
  emailResponse: requiredText(1, 'Email response time is required', MAX.line, 'Email response time'),
  locationDetail: requiredText(1, 'Location detail is required', MAX.line, 'Location detail'),
});
export type SaveCompanyInfo = z.infer<typeof SaveCompanyInfoSchema>;

export const SaveAboutSchema = z.object({
  title: requiredText(3, 'Title must be at least 3 characters', MAX.line, 'Title'),
  subtitle: nullableText(MAX.line, 'Subtitle'),
  content: requiredText(10, 'Content must be at least 10 characters', MAX.html, 'Content'),
  imageUrl: imageUrl(),
  ...featureBoxFields(),
});
export type SaveAbout = z.infer<typeof SaveAboutSchema>;

export const SaveCtaSchema = z.object({
  title: requiredText(3, 'Title must be at least 3 characters', MAX.line, 'Title'),
  content: requiredText(10, 'Content must be at least 10 characters', MAX.text, 'Content'),
  ...buttonFields(),
});
export type SaveCta = z.infer<typeof SaveCtaSchema>;

export const SaveHeroSchema = z.object({
  heading: requiredText(5, 'Heading must be at least 5 characters', MAX.line, 'Heading'),
  subheading: requiredText(10, 'Subheading must be at least 10 characters', MAX.text, 'Subheading'),
  ...buttonFields(),
  backgroundImage: imageUrl('Please enter a valid image URL'),
  ...featureBoxFields(),
});
export type SaveHero = z.infer<typeof SaveHeroSchema>;

// The stored records, as GET answers them (data: null before the first save).
export const CompanyInfoSchema = record(
  storedTexts('name', 'phone', 'email', 'website', 'location', 'phoneHours', 'emailResponse', 'locationDetail'),
);
export type CompanyInfo = Json<z.infer<typeof CompanyInfoSchema>>;

export const AboutSchema = record({
  title: z.string(),
  subtitle: z.string().nullable(),
  content: z.string(),
  imageUrl: z.string().nullable(),
  ...featureBoxRowFields(),
});
export type About = Json<z.infer<typeof AboutSchema>>;

export const CtaSchema = record(storedTexts('title', 'content', 'buttonText', 'buttonLink'));
export type Cta = Json<z.infer<typeof CtaSchema>>;

export const HeroSchema = record({
  ...storedTexts('heading', 'subheading', 'buttonText', 'buttonLink'),
  backgroundImage: z.string().nullable(),
  ...featureBoxRowFields(),
});
export type Hero = Json<z.infer<typeof HeroSchema>>;

// The admin forms hold text and are checked by the Save schemas as they are ('' in an optional field
// stores null). Each starts from the stored record, or blank before the first save.

export type CompanyInfoFormValues = z.input<typeof SaveCompanyInfoSchema>;
export type AboutFormValues = z.input<typeof SaveAboutSchema>;
export type CtaFormValues = z.input<typeof SaveCtaSchema>;
export type HeroFormValues = z.input<typeof SaveHeroSchema>;

export const companyInfoFormValues = (info: CompanyInfo | null): CompanyInfoFormValues => textValues(SaveCompanyInfoSchema, info);
export const aboutFormValues = (about: About | null): AboutFormValues => textValues(SaveAboutSchema, about);
export const ctaFormValues = (cta: Cta | null): CtaFormValues => textValues(SaveCtaSchema, cta);
export const heroFormValues = (hero: Hero | null): HeroFormValues => textValues(SaveHeroSchema, hero);
