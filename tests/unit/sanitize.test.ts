// About HTML is sanitised on write (ISSUE 2 point 8): formatting stays, anything that can run goes.
import { describe, expect, it } from 'vitest';
import { sanitizeContentHtml } from '../../server/content/sanitize.js';

describe('sanitizeContentHtml', () => {
  it('keeps paragraphs, emphasis, lists and https links', () => {
    const html = '<p>Train with <strong>experienced</strong> <em>officials</em>.</p><ul><li>Rules</li></ul><p><a href="https://example.org/rules">Rules</a></p>';
    expect(sanitizeContentHtml(html)).toBe(html);
  });

  it('removes script elements with their content', () => {
    expect(sanitizeContentHtml('<p>Hello</p><script>alert(1)</script>')).toBe('<p>Hello</p>');
    expect(sanitizeContentHtml('<p>Hi<script src="https://evil.example/x.js"></script></p>')).toBe('<p>Hi</p>');
  });

  it('removes event-handler attributes', () => {
    expect(sanitizeContentHtml('<p onclick="alert(1)" onmouseover="alert(2)">Hi</p>')).toBe('<p>Hi</p>');
    expect(sanitizeContentHtml('<a href="https://example.org" onfocus="alert(1)">x</a>')).toBe('<a href="https://example.org">x</a>');
    const result = sanitizeContentHtml('<img src="x" onerror="alert(1)"><svg onload="alert(1)"></svg><p>ok</p>');
    expect(result).not.toMatch(/onerror|onload|<img|<svg/i);
    expect(result).toContain('<p>ok</p>');
  });

  it('drops javascript: and data: URLs, however they are spelled', () => {
    for (const href of ['javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'java&#x09;script:alert(1)', 'jav&#x61;script:alert(1)', 'data:text/html;base64,PHNjcmlwdD4=', 'vbscript:msgbox(1)']) {
      const result = sanitizeContentHtml(`<a href="${href}">click</a>`);
      expect(result, href).toBe('<a>click</a>');
    }
  });

  it('removes frames, styles, forms and other elements that are not formatting', () => {
    const result = sanitizeContentHtml('<iframe src="https://evil.example"></iframe><style>p{}</style><form action="/x"><input></form><object></object><p style="color:red" class="x">text</p>');
    expect(result).toBe('<p>text</p>');
  });

  it('adds rel="noopener noreferrer" to links opening a new tab, replacing whatever rel was given', () => {
    expect(sanitizeContentHtml('<a href="https://example.org" target="_blank">x</a>')).toBe('<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>');
    expect(sanitizeContentHtml('<a href="https://example.org" target="_blank" rel="opener">x</a>')).toBe('<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>');
    // Target names are case-insensitive in HTML, and a named target opens another context too.
    expect(sanitizeContentHtml('<a href="https://example.org" target="_BLANK">x</a>')).toContain('rel="noopener noreferrer"');
    expect(sanitizeContentHtml('<a href="https://example.org" target="other">x</a>')).toContain('rel="noopener noreferrer"');
  });

  it('keeps mailto and tel links and site-relative links', () => {
    for (const html of ['<a href="mailto:info@example.org">mail</a>', '<a href="tel:+16025550142">call</a>', '<a href="/programs">programs</a>', '<a href="#contact">contact</a>']) {
      expect(sanitizeContentHtml(html)).toBe(html);
    }
  });

  it('escapes text that only looks like markup and trims the result', () => {
    expect(sanitizeContentHtml('  <p>1 &lt; 2 &amp; 3 &gt; 2</p>  ')).toBe('<p>1 &lt; 2 &amp; 3 &gt; 2</p>');
    expect(sanitizeContentHtml('<p>"quoted"</p>')).toBe('<p>"quoted"</p>');
  });
});
