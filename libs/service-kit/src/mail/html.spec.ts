import { escapeHtml, html, link, paragraphs, SafeHtml } from './html';

describe('the html tag', () => {
  it('escapes every interpolated text', () => {
    const name = '<script>alert(1)</script>';
    expect(String(html`<p>Hi ${name}</p>`)).toBe('<p>Hi &lt;script&gt;alert(1)&lt;/script&gt;</p>');
  });

  it('escapes quotes so a value cannot leave its attribute', () => {
    const title = '" onmouseover="alert(1)';
    expect(String(html`<abbr title="${title}">x</abbr>`)).toBe('<abbr title="&quot; onmouseover=&quot;alert(1)">x</abbr>');
  });

  it('keeps fragments built with the tag, and joins lists', () => {
    const items = ['<b>', 'ok'].map((item) => html`<li>${item}</li>`);
    expect(String(html`<ul>${items}</ul>`)).toBe('<ul><li>&lt;b&gt;</li><li>ok</li></ul>');
  });

  it('renders nothing for null, undefined and false, and numbers as text', () => {
    expect(String(html`<p>${null}${undefined}${false}${3}</p>`)).toBe('<p>3</p>');
  });

  it('gives no way to pass a string off as trusted markup', () => {
    expect(() => new SafeHtml(Symbol('SafeHtml') as never, '<script>')).toThrow(TypeError);
    expect(() => html`<p>${{ toString: () => '<script>' } as never}</p>`).toThrow(TypeError);
  });

  it('takes only http(s) and mailto URLs in a link, and escapes the label', () => {
    expect(String(link('https://kiin.com.au/a?b=1&c=2', '<Kiin>'))).toBe(
      '<a href="https://kiin.com.au/a?b=1&amp;c=2" style="color:#0f5c4d">&lt;Kiin&gt;</a>',
    );
    expect(() => link('javascript:alert(1)', 'x')).toThrow(/refusing a javascript: link/);
    expect(() => link('/relative', 'x')).toThrow(/absolute URL/);
    expect(() => html`<img src="${'data:text/html,<script>'}">`).toThrow(/refusing a data: link/);
  });

  it('refuses values where escaping is not enough', () => {
    const value = 'alert(1)';
    expect(() => html`<a onclick="${value}">x</a>`).toThrow(/event handler/);
    expect(() => html`<p style="${value}">x</p>`).toThrow(/style attribute/);
    expect(() => html`<p title=${value}>x</p>`).toThrow(/unquoted attribute/);
    expect(() => html`<script>var a = "${value}";</script>`).toThrow(/script or style/);
    expect(() => html`<h${value}>x</h1>`).toThrow(/tag name/);
    // Attributes after an earlier value are checked too.
    expect(() => html`<a title="${value}" onclick="${value}">x</a>`).toThrow(/event handler/);
    // Text that merely mentions these things is fine.
    expect(String(html`<p>2 + 2 = ${value}</p>`)).toBe('<p>2 + 2 = alert(1)</p>');
  });

  it('escapes the five characters that matter', () => {
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
  });
});

describe('paragraphs', () => {
  it('turns plain text into escaped paragraphs with its line breaks', () => {
    const written = 'First line\nsecond <i>line</i>\n\n\nA new paragraph with <img src=x onerror=alert(1)>';
    expect(String(paragraphs(written))).toBe(
      '<p>First line<br>\nsecond &lt;i&gt;line&lt;/i&gt;</p>\n<p>A new paragraph with &lt;img src=x onerror=alert(1)&gt;</p>',
    );
  });

  it('renders nothing for blank text', () => {
    expect(String(paragraphs(' \n\n \r\n'))).toBe('');
  });
});
