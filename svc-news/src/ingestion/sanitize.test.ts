import { describe, expect, it } from 'vitest';
import { needsReview, reviewReasons, sanitizeHtml, toPlainText } from './sanitize.js';

const long = 'The council met on Monday to agree the budget for the year ahead and members spoke at length about roads, housing and schools in every part of the county before the final vote was taken late in the evening after a long debate. '.repeat(2);

describe('sanitizeHtml', () => {
  const dirty = `<p onclick="x()">Hi <a href="/story?a=1" onmouseover="y()">there</a> <a href="javascript:alert(1)">bad</a></p>
    <script>alert(1)</script><style>p{color:red}</style><iframe src="https://evil.example">frame text</iframe>
    <img src="pic.jpg" onerror="alert(1)" alt="A pic"><img src="data:image/png;base64,AAAA"><img src="ftp://x.example/a.png">
    <h1>Big</h1><h3>Small</h3><table><tr><td>cell</td></tr></table><blockquote>quote</blockquote>`;
  const clean = sanitizeHtml(dirty, { baseUrl: 'https://site.example/news/a' });

  it('removes scripts, styles, iframes and every on* attribute', () => {
    expect(clean).not.toMatch(/script|style|iframe|onerror|onclick|onmouseover|alert|frame text/);
  });

  it('keeps allowed tags, makes links absolute and inert ones harmless', () => {
    expect(clean).toContain('<a href="https://site.example/story?a=1" rel="noopener noreferrer nofollow">there</a>');
    expect(clean).toContain('<a>bad</a>');
    expect(clean).toContain('<img src="https://site.example/news/pic.jpg" alt="A pic" />');
    expect(clean).toContain('<h2>Big</h2><h3>Small</h3>');
    expect(clean).toContain('<blockquote>quote</blockquote>');
  });

  it('drops images that are not http(s)', () => {
    expect(clean.match(/<img/g)).toHaveLength(1);
  });
});

describe('toPlainText', () => {
  it('decodes entities, separates blocks and collapses whitespace', () => {
    expect(toPlainText('<p>Fish &amp; chips &lt;3</p><p>Second\n   line&nbsp;here</p><ul><li>a</li><li>b</li></ul><script>x()</script>')).toBe(
      'Fish & chips <3\n\nSecond line here\n\na\n\nb',
    );
  });
});

describe('needsReview', () => {
  it('passes a normal article', () => {
    expect(reviewReasons({ title: 'Council agrees budget', text: long, html: `<p>${long}</p>` })).toEqual([]);
  });

  it.each([
    ['too-short', { title: 'Budget', text: 'Short teaser text only.', html: '<p>Short teaser text only.</p>' }],
    ['title-only', { title: 'Council agrees budget', text: 'Council agrees budget', html: 'Council agrees budget' }],
    ['truncated', { title: 'Budget', text: `${long} Continue reading…`, html: '' }],
    ['truncated', { title: 'Budget', text: `${long} and then [...]`, html: '' }],
    ['mostly-links', { title: 'Links', text: long, html: `<p><a href="https://a.example">${long}</a></p>` }],
    ['no-title', { title: '', text: long, html: '' }],
  ])('flags %s', (reason, input) => {
    expect(reviewReasons(input)).toContain(reason);
    expect(needsReview(input)).toBe(true);
  });
});
