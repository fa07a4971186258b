// The site's content (SPEC section 3): services, company info, about, hero, CTA, section headers,
// testimonials, the marketing popup. Defaults live here so every writer (API, seed, restore) gets the same ones.
import { boolean, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../kernel/db/columns.js';
import { programs } from '../programs/index.js';

// A call-to-action button's text and target (hero and CTA).
const buttonColumns = () => ({
  buttonText: text('button_text').notNull(),
  buttonLink: text('button_link').notNull(),
});

const featureBoxes = () => ({
  featureBox1Title: text('feature_box1_title'),
  featureBox1Text: text('feature_box1_text'),
  featureBox1Icon: text('feature_box1_icon'),
  featureBox2Title: text('feature_box2_title'),
  featureBox2Text: text('feature_box2_text'),
  featureBox2Icon: text('feature_box2_icon'),
  featureBox3Title: text('feature_box3_title'),
  featureBox3Text: text('feature_box3_text'),
  featureBox3Icon: text('feature_box3_icon'),
});

export const services = pgTable('services', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  icon: text('icon').notNull(),
  displayOrder: integer('display_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const companyInfo = pgTable('company_info', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  website: text('website').notNull(),
  location: text('location').notNull(),
  phoneHours: text('phone_hours').notNull(),
  emailResponse: text('email_response').notNull(),
  locationDetail: text('location_detail').notNull(),
  updatedAt: updatedAt(),
});

export const about = pgTable('about', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  subtitle: text('subtitle'),
  content: text('content').notNull(),
  imageUrl: text('image_url'),
  ...featureBoxes(),
  updatedAt: updatedAt(),
});

export const hero = pgTable('hero', {
  id: serial('id').primaryKey(),
  heading: text('heading').notNull(),
  subheading: text('subheading').notNull(),
  ...buttonColumns(),
  backgroundImage: text('background_image'),
  ...featureBoxes(),
  updatedAt: updatedAt(),
});

export const cta = pgTable('cta', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  ...buttonColumns(),
  updatedAt: updatedAt(),
});

export const sectionHeaders = pgTable('section_headers', {
  id: serial('id').primaryKey(),
  sectionId: text('section_id').notNull().unique(),
  title: text('title').notNull(),
  subtitle: text('subtitle'),
  updatedAt: updatedAt(),
});

export const testimonials = pgTable('testimonials', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  position: text('position').notNull(),
  quote: text('quote').notNull(),
  featured: boolean('featured').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const marketingPopup = pgTable('marketing_popup', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  date: text('date').notNull(),
  startTime: text('start_time').notNull(),
  endTime: text('end_time').notNull(),
  location: text('location').notNull(),
  active: boolean('active').notNull().default(true),
  // The program Register Now opens; null is SPEC's "program 1". Deleting that program returns to null.
  programId: integer('program_id').references(() => programs.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
