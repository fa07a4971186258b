import { describe, expect, it } from 'vitest';
import { about, companyInfo, cta, hero, marketingPopup } from '../../server/content/tables.js';
import {
  ABOUT_SEED, COMPANY_INFO_SEED, CTA_SEED, HERO_SEED, MARKETING_POPUP_SEED,
} from '../../server/content/seed-content.js';
import { testAppSession } from '../helpers/app.js';

const t = testAppSession();

const read = (path: string) => t.app.inject({ method: 'GET', url: path });
const put = (path: string, payload: object) => t.asAdmin({ method: 'PUT', url: path, payload });
const stored = async (table: typeof about | typeof companyInfo | typeof cta | typeof hero | typeof marketingPopup) => {
  const rows = await t.db.select().from(table);
  expect(rows).toHaveLength(1);
  return rows[0] as Record<string, unknown>;
};

const boxes = (prefix: string) => ({
  featureBox1Title: `${prefix} one`, featureBox1Text: `${prefix} text one`, featureBox1Icon: 'medal',
  featureBox2Title: `${prefix} two`, featureBox2Text: `${prefix} text two`, featureBox2Icon: 'graduation-cap',
  featureBox3Title: `${prefix} three`, featureBox3Text: `${prefix} text three`, featureBox3Icon: 'trophy',
});
const noBoxes = Object.fromEntries(Object.keys(boxes('x')).map((key) => [key, null]));

const records = [
  {
    path: '/api/company-info',
    table: companyInfo,
    seed: COMPANY_INFO_SEED,
    message: 'Company information updated successfully',
    valid: {
      name: 'Valley Referee Academy',
      phone: '(623) 555-0100',
      email: 'hello@valleyrefs.org',
      website: 'https://valleyrefs.org',
      location: 'Glendale, Arizona',
      phoneHours: 'Monday-Saturday 8am-6pm MST',
      emailResponse: 'We reply within one business day',
      locationDetail: '100 W Glendale Ave, Glendale, AZ 85301',
    },
  },
  {
    path: '/api/about',
    table: about,
    seed: ABOUT_SEED,
    message: 'About content updated successfully',
    valid: {
      title: 'Who We Are',
      subtitle: 'Officials training officials',
      content: '<p>We train <strong>basketball officials</strong> across Arizona.</p>',
      imageUrl: 'https://images.example.com/about.jpg',
      ...boxes('About'),
    },
  },
  {
    path: '/api/cta',
    table: cta,
    seed: CTA_SEED,
    message: 'Call to Action content updated successfully',
    valid: { title: 'Join the Next Class', content: 'Registration for the spring class is open now.', buttonText: 'Register', buttonLink: '/register' },
  },
  {
    path: '/api/hero',
    table: hero,
    seed: HERO_SEED,
    message: 'Hero section updated successfully',
    valid: {
      heading: 'Become a Basketball Official',
      subheading: 'Certification and mentorship for new referees in the Valley',
      buttonText: 'Start Now',
      buttonLink: 'https://example.com/start',
      backgroundImage: '/images/hero.jpg',
      ...boxes('Hero'),
    },
  },
  {
    path: '/api/marketing-popup',
    table: marketingPopup,
    seed: MARKETING_POPUP_SEED,
    message: 'Marketing popup settings have been updated.',
    valid: { title: 'Summer Camp', date: 'June 5, 2027', startTime: '8:00 AM', endTime: '4:00 PM', location: 'Copper Canyon Fieldhouse', active: false },
  },
] as const;

describe.each(records)('$path: works', ({ path, table, seed, message, valid }) => {
  it('GET is public and returns the seeded record in data', async () => {
    const response = await read(path);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, data: { id: 1, ...seed } });
  });

  it('PUT replaces the record (re-read through the API and the database)', async () => {
    const response = await put(path, valid);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message, data: { id: 1, ...valid } });
    expect((await read(path)).json().data).toMatchObject({ id: 1, ...valid });
    expect(await stored(table)).toMatchObject({ id: 1, ...valid });
  });

  it('PUT refuses an empty body and leaves the record as it was', async () => {
    const before = await stored(table);
    const response = await put(path, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
    expect(await stored(table)).toEqual(before);
  });
});

describe('single records: PUT replaces the optional fields too', () => {
  it('optional fields left out of the body are cleared, as the form would have sent them empty', async () => {
    const full = records[1].valid;
    await put('/api/about', full);
    const response = await put('/api/about', { title: full.title, content: full.content });
    expect(response.statusCode).toBe(200);
    expect(await stored(about)).toMatchObject({ title: full.title, subtitle: null, imageUrl: null, ...noBoxes });
  });

  it('a popup PUT without active makes the popup active (the column default)', async () => {
    const { active: _active, ...rest } = records[4].valid;
    await put('/api/marketing-popup', { ...rest, active: false });
    expect((await put('/api/marketing-popup', rest)).statusCode).toBe(200);
    expect((await stored(marketingPopup)).active).toBe(true);
  });
});

describe('marketing popup: the program Register Now opens', () => {
  const popup = records[4].valid;
  const newProgram = async (overrides: Record<string, unknown> = {}) => {
    const response = await t.asAdmin({
      method: 'POST',
      url: '/api/programs',
      payload: { name: 'Popup Event Clinic', description: 'One evening of mechanics for the popup event.', level: 'college', duration: '1 evening', ...overrides },
    });
    expect(response.statusCode).toBe(201);
    return (response.json().data as { id: number }).id;
  };

  it('is null (SPEC\'s first program) when never chosen or left out of a PUT', async () => {
    expect((await put('/api/marketing-popup', popup)).json().data.programId).toBeNull();
    expect((await read('/api/marketing-popup')).json().data.programId).toBeNull();
    expect((await stored(marketingPopup)).programId).toBeNull();
  });

  it('saves a chosen program, also an inactive one, and returns it on the public GET (re-read from the database)', async () => {
    for (const id of [await newProgram(), await newProgram({ name: 'Closed Popup Clinic', active: false })]) {
      const response = await put('/api/marketing-popup', { ...popup, programId: id });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ success: true, data: { programId: id } });
      expect((await read('/api/marketing-popup')).json().data.programId).toBe(id);
      expect((await stored(marketingPopup)).programId).toBe(id);
    }
    // null chooses the default again.
    expect((await put('/api/marketing-popup', { ...popup, programId: null })).json().data.programId).toBeNull();
  });

  it('refuses an unknown program with 400 and a clear message, and leaves the popup as it was', async () => {
    const id = await newProgram();
    await put('/api/marketing-popup', { ...popup, programId: id });
    const before = await stored(marketingPopup);
    const response = await put('/api/marketing-popup', { ...popup, title: 'Other Event', programId: 987654 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false, message: 'Program 987654 does not exist', errors: { programId: 'Program 987654 does not exist' },
    });
    expect(await stored(marketingPopup)).toEqual(before);
  });

  it('refuses a programId that is not a positive whole number', async () => {
    for (const programId of ['3', 1.5, 0, -2, true, 2_147_483_648]) {
      const response = await put('/api/marketing-popup', { ...popup, programId });
      expect(response.statusCode, JSON.stringify(programId)).toBe(400);
      expect(response.json().errors).toEqual({ programId: 'Program must be a program id or null (the first program)' });
    }
  });

  it('deleting the chosen program returns the popup to the default program', async () => {
    const id = await newProgram();
    await put('/api/marketing-popup', { ...popup, programId: id });
    expect((await t.asAdmin({ method: 'DELETE', url: `/api/programs/${id}` })).statusCode).toBe(200);
    const response = await read('/api/marketing-popup');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ title: popup.title, programId: null });
  });
});

describe('single records: rejects bad input', () => {
  const errorsOf = async (path: string, payload: object) => {
    const response = await put(path, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
    return response.json().errors as Record<string, string>;
  };

  it('company info: name, email and the required texts', async () => {
    const valid = records[0].valid;
    expect(await errorsOf('/api/company-info', { ...valid, name: 'V', email: 'not-an-email' })).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
    });
    expect(await errorsOf('/api/company-info', {})).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      phone: 'Phone is required',
      website: 'Website is required',
      location: 'Location is required',
      phoneHours: 'Phone hours are required',
      emailResponse: 'Email response time is required',
      locationDetail: 'Location detail is required',
    });
  });

  it('about: title, content and image URL', async () => {
    expect(await errorsOf('/api/about', { title: 'Ab', content: 'Too short', imageUrl: 'not a url' })).toEqual({
      title: 'Title must be at least 3 characters',
      content: 'Content must be at least 10 characters',
      imageUrl: 'Please enter a valid image URL',
    });
  });

  // Hero's and the call to action's button, one letter of text and no link.
  const BUTTON_ERRORS = { buttonText: 'Button text must be at least 2 characters', buttonLink: 'Button link is required' };

  it('call to action: title, content, button text and "Button link is required"', async () => {
    expect(await errorsOf('/api/cta', { title: 'Ab', content: 'Too short', buttonText: 'R', buttonLink: '' })).toEqual({
      title: 'Title must be at least 3 characters',
      content: 'Content must be at least 10 characters',
      ...BUTTON_ERRORS,
    });
    expect((await errorsOf('/api/cta', { ...records[2].valid, buttonLink: undefined })).buttonLink).toBe('Button link is required');
  });

  it('hero: heading, subheading, button and background image', async () => {
    expect(await errorsOf('/api/hero', { heading: 'Ref', subheading: 'Too short', buttonText: 'S', buttonLink: '   ', backgroundImage: 'nope' })).toEqual({
      heading: 'Heading must be at least 5 characters',
      subheading: 'Subheading must be at least 10 characters',
      ...BUTTON_ERRORS,
      backgroundImage: 'Please enter a valid image URL',
    });
  });

  it('marketing popup: the stored-schema messages of SPEC section 5', async () => {
    expect(await errorsOf('/api/marketing-popup', { title: 'Ab', date: 'Jn', startTime: '', endTime: '  ', location: 'Xy' })).toEqual({
      title: 'Title must be at least 3 characters',
      date: 'Date must be at least 3 characters',
      startTime: 'Start time is required',
      endTime: 'End time is required',
      location: 'Location must be at least 3 characters',
    });
    expect(await errorsOf('/api/marketing-popup', { ...records[4].valid, startTime: undefined, endTime: undefined, active: 'yes' })).toEqual({
      startTime: 'Start time is required',
      endTime: 'End time is required',
      active: 'Active must be true or false',
    });
  });

  it('hero and CTA button links refuse javascript: URLs and accept anchors, paths, http(s), mailto and tel', async () => {
    for (const [path, valid] of [['/api/hero', records[3].valid], ['/api/cta', records[2].valid]] as const) {
      for (const link of ['javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'data:text/html,hi', '//evil.example.com']) {
        const errors = await errorsOf(path, { ...valid, buttonLink: link });
        expect(Object.keys(errors), `${path} ${link}`).toEqual(['buttonLink']);
      }
      for (const link of ['#programs', '/register', 'https://example.com/a', 'mailto:info@example.com', 'tel:+16025550142']) {
        const response = await put(path, { ...valid, buttonLink: link });
        expect(response.statusCode, `${path} ${link}`).toBe(200);
        expect((await read(path)).json().data.buttonLink).toBe(link);
      }
    }
  });

  it('about imageUrl and hero backgroundImage accept empty and https URLs and refuse javascript:', async () => {
    for (const [path, field, valid] of [['/api/about', 'imageUrl', records[1].valid], ['/api/hero', 'backgroundImage', records[3].valid]] as const) {
      expect(await errorsOf(path, { ...valid, [field]: 'javascript:alert(1)' })).toEqual({ [field]: 'Please enter a valid image URL' });

      expect((await put(path, { ...valid, [field]: 'https://cdn.example.com/a.png' })).statusCode).toBe(200);
      expect((await read(path)).json().data[field]).toBe('https://cdn.example.com/a.png');

      expect((await put(path, { ...valid, [field]: '' })).statusCode).toBe(200);
      expect((await read(path)).json().data[field]).toBeNull();
    }
  });
});

describe('about: HTML content is sanitised on write', () => {
  const valid = records[1].valid;
  const hostile = '<p onclick="x()">Hi there friends</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)>';

  it('drops scripts, event-handler attributes and javascript: URLs and keeps the text', async () => {
    const response = await put('/api/about', { ...valid, content: hostile });
    expect(response.statusCode).toBe(200);
    for (const content of [response.json().data.content, (await read('/api/about')).json().data.content, (await stored(about)).content] as string[]) {
      expect(content).not.toMatch(/<script/i);
      expect(content).not.toMatch(/\son\w+\s*=/i);
      expect(content).not.toMatch(/javascript:/i);
      expect(content).not.toMatch(/<img/i);
      expect(content).toContain('<p>Hi there friends</p>');
    }
  });

  it('also catches encoded javascript: URLs, svg scripts and style attributes', async () => {
    const tricky = [
      '<p style="color:red">Plenty of visible text</p>',
      '<a href="java&#x09;script:alert(1)">a</a><a href="&#106;avascript:alert(1)">b</a><a href=" javascript:alert(1)">c</a>',
      '<svg><script>alert(1)</script></svg><a href="data:text/html,x">d</a><iframe src="https://evil.example.com"></iframe>',
    ].join('');
    expect((await put('/api/about', { ...valid, content: tricky })).statusCode).toBe(200);
    expect((await stored(about)).content).toBe('<p>Plenty of visible text</p><a>a</a><a>b</a><a>c</a><a>d</a>');
  });

  it('keeps ordinary formatting and safe links', async () => {
    const content = '<h2>Our story</h2><p>We <strong>train</strong> <em>officials</em>.</p><ul><li>Rules</li></ul><a href="https://example.com" target="_blank">More</a>';
    await put('/api/about', { ...valid, content });
    const saved = (await stored(about)).content as string;
    expect(saved).toContain('<h2>Our story</h2><p>We <strong>train</strong> <em>officials</em>.</p><ul><li>Rules</li></ul>');
    expect(saved).toContain('href="https://example.com"');
    expect(saved).toContain('rel="noopener noreferrer"');
  });

  it('content that is only a script is refused with the content message and stores nothing', async () => {
    const before = await stored(about);
    const response = await put('/api/about', { ...valid, content: '<script>alert("this is long enough")</script>' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errors: { content: 'Content must be at least 10 characters' } });
    expect((await put('/api/about', { ...valid, content: '<p>   </p><img src=x onerror=alert(1)><br><br><br>' })).statusCode).toBe(400);
    expect(await stored(about)).toEqual(before);
  });

  it('counts what a visitor reads: an entity is one character, &nbsp; is blank', async () => {
    for (const content of ['<p>R &amp; D</p><p>ok</p>', '<p>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;</p>']) {
      const response = await put('/api/about', { ...valid, content });
      expect(response.statusCode, content).toBe(400);
      expect(response.json().errors, content).toEqual({ content: 'Content must be at least 10 characters' });
    }
    expect((await put('/api/about', { ...valid, content: '<p>Rules &amp; mechanics</p>' })).statusCode).toBe(200);
    expect((await stored(about)).content).toBe('<p>Rules &amp; mechanics</p>');
  });
});
