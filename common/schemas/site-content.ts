// Single-record content: company info, about, call to action, hero.
import { z } from 'zod';
import { MAX, buttonLink, email, featureBoxFields, imageUrl, nullableText, requiredText } from './fields.js';

export const CompanyInfoSchema = z.object({
  name: requiredText(2, 'Name must be at least 2 characters', MAX.short, 'Name'),
  phone: requiredText(1, 'Phone is required', MAX.phone, 'Phone'),
  email: email(),
  website: requiredText(1, 'Website is required', MAX.url, 'Website'),
  location: requiredText(1, 'Location is required', MAX.line, 'Location'),
  phoneHours: requiredText(1, 'Phone hours are required', MAX.line, 'Phone hours'),
  emailResponse: requiredText(1, 'Email response time is required', MAX.line, 'Email response time'),
  locationDetail: requiredText(1, 'Location detail is required', MAX.line, 'Location detail'),
});
export type CompanyInfoInput = z.infer<typeof CompanyInfoSchema>;

export const AboutSchema = z.object({
  title: requiredText(3, 'Title must be at least 3 characters', MAX.line, 'Title'),
  subtitle: nullableText(MAX.line, 'Subtitle'),
  content: requiredText(10, 'Content must be at least 10 characters', MAX.html, 'Content'),
  imageUrl: imageUrl(),
  ...featureBoxFields(),
});
export type AboutInput = z.infer<typeof AboutSchema>;

export const CtaSchema = z.object({
  title: requiredText(3, 'Title must be at least 3 characters', MAX.line, 'Title'),
  content: requiredText(10, 'Content must be at least 10 characters', MAX.text, 'Content'),
  buttonText: requiredText(2, 'Button text must be at least 2 characters', MAX.short, 'Button text'),
  buttonLink: buttonLink(),
});
export type CtaInput = z.infer<typeof CtaSchema>;

export const HeroSchema = z.object({
  heading: requiredText(5, 'Heading must be at least 5 characters', MAX.line, 'Heading'),
  subheading: requiredText(10, 'Subheading must be at least 10 characters', MAX.text, 'Subheading'),
  buttonText: requiredText(2, 'Button text must be at least 2 characters', MAX.short, 'Button text'),
  buttonLink: buttonLink(),
  backgroundImage: imageUrl('Please enter a valid image URL'),
  ...featureBoxFields(),
});
export type HeroInput = z.infer<typeof HeroSchema>;
