// The frame every message shares: a complete HTML document (lang, charset, viewport, title; some mail
// clients and screen readers rely on them) and a plain-text part with the same content.
import type { CompanyDetails, RenderedEmail } from './details.js';

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

export type Row = [label: string, value: string | null | undefined];

/** A stored code in words for a row's value (unknown codes as stored); null, so no row, when empty. */
export const inWords = (labels: Readonly<Record<string, string>>, value: string | null | undefined) => (value ? (labels[value] ?? value) : null);

export interface Message {
  subject: string;
  /** The heading inside the message. */
  title: string;
  paragraphs: string[];
  rows: Row[];
  /** Headed tables after the rows (the payment's receipt). */
  sections?: { heading: string; rows: Row[] }[];
  /** Buttons after the paragraphs: a private link's label, address and what to know about it. */
  links?: MessageLink[];
}

export interface MessageLink {
  label: string;
  url: string;
  note?: string;
}

const shownRows = (rows: Row[]) => rows.filter((row): row is [string, string] => row[1] !== null && row[1] !== undefined && row[1] !== '');

const htmlTable = (rows: [string, string][]) =>
  `<table cellpadding="4" style="border-collapse:collapse">${rows.map(([label, value]) => `<tr><th scope="row" align="left" valign="top">${escapeHtml(label)}</th><td valign="top" style="overflow-wrap:anywhere;white-space:pre-line">${escapeHtml(value)}</td></tr>`).join('')}</table>`;

/** Lays out a titled message: paragraphs, a table of details, and the company footer. */
export function layout(company: CompanyDetails, { title, paragraphs, rows, sections = [], links = [], ...message }: Message): RenderedEmail {
  // A header is one line: a name typed with a line break must not split the subject (or the title).
  const subject = message.subject.replace(/[\p{Cc}\s]+/gu, ' ').trim();
  const shown = shownRows(rows);
  const headed = sections.map(({ heading, rows: sectionRows }) => ({ heading, rows: shownRows(sectionRows) })).filter((section) => section.rows.length > 0);
  const html = [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title>`,
    '</head>',
    '<body style="margin:0;padding:16px;background:#ffffff;font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5;overflow-wrap:break-word">',
    `<h1 style="font-size:20px">${escapeHtml(title)}</h1>`,
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    ...links.map((link) => `<p><a href="${escapeHtml(link.url)}" style="display:inline-block;padding:10px 16px;background:#c2410c;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">${escapeHtml(link.label)}</a>${link.note ? `<br><span style="font-size:13px;color:#4b5563">${escapeHtml(link.note)}</span>` : ''}</p>`),
    shown.length > 0 ? htmlTable(shown) : '',
    ...headed.map((section) => `<h2 style="font-size:16px">${escapeHtml(section.heading)}</h2>\n${htmlTable(section.rows)}`),
    `<hr><p style="font-size:12px;color:#6b7280">${escapeHtml(company.name)} · ${escapeHtml(company.phone)} · ${escapeHtml(company.email)}${company.website ? ` · ${escapeHtml(company.website)}` : ''}</p>`,
    '</body>',
    '</html>',
  ].join('\n');
  const text = [
    title,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...links.flatMap((link) => [`${link.label}: ${link.url}`, ...(link.note ? [link.note] : []), '']),
    ...shown.map(([label, value]) => `${label}: ${value}`),
    ...headed.flatMap((section) => ['', section.heading, ...section.rows.map(([label, value]) => `${label}: ${value}`)]),
    '',
    '--',
    company.name,
    [company.phone, company.email, company.website].filter(Boolean).join(' | '),
  ].join('\n');
  return { subject, html, text };
}
