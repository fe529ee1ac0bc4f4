import { notesMailPlace, notesPlace, renderMarkdown } from './markdown';

describe('post markdown', () => {
  it('renders emphasis, lists and paragraphs', () => {
    expect(renderMarkdown('Hello **there**\n\n- one\n- two')).toBe('<p>Hello <strong>there</strong></p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>');
  });

  it('links to http(s) and relative addresses carry rel="nofollow ugc noopener"', () => {
    expect(renderMarkdown('[help](https://www.lifeline.org.au/)')).toBe(
      '<p><a href="https://www.lifeline.org.au/" rel="nofollow ugc noopener">help</a></p>',
    );
    expect(renderMarkdown('[library](/content/library)')).toBe('<p><a href="/content/library" rel="nofollow ugc noopener">library</a></p>');
  });

  it.each([
    ['a script tag', '<script>alert(1)</script>', '<script'],
    ['an image with onerror', '<img src=x onerror=alert(1)>', '<img'],
    ['a markdown image', '![x](https://example.com/x.png)', '<img'],
    ['a javascript: link', '[click](javascript:alert(1))', 'href="javascript:'],
    ['a data: link', '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)', 'href="data:'],
    ['a data: image link', '[x](data:image/png;base64,AAAA)', 'href="data:'],
    ['an encoded javascript: link', '[x](jav&#x61;script:alert(1))', 'href="jav'],
    ['an iframe', '<iframe src="https://evil.example"></iframe>', '<iframe'],
  ])('%s is inert', (_name, source, forbidden) => {
    const html = renderMarkdown(source);
    expect(html).not.toContain(forbidden);
    expect(html).not.toMatch(/<[a-z]+[^>]*\son\w+=/i);
  });

  it('a markdown image shows its description as text and loads nothing', () => {
    expect(renderMarkdown('![a tracker](https://example.com/x.png)')).toBe('<p>a tracker</p>');
  });

  it('raw HTML is shown as text', () => {
    expect(renderMarkdown('<b>bold</b>')).toBe('<p>&lt;b&gt;bold&lt;/b&gt;</p>');
  });
});

describe('kliinic notes markdown', () => {
  const notes = '## Summary\n\n- Respite can be planned.\n\n### Details\n\nSee [Carer Gateway](https://www.carergateway.gov.au/).';

  it('puts the sections at level 4 under the session on a page, deeper headings below them', () => {
    expect(renderMarkdown(notes, notesPlace)).toBe(
      '<h4>Summary</h4>\n<ul>\n<li>Respite can be planned.</li>\n</ul>\n<h5>Details</h5>\n<p>See <a href="https://www.carergateway.gov.au/" rel="noopener">Carer Gateway</a>.</p>',
    );
  });

  it('styles the same HTML inline for a mail, every section heading alike', () => {
    const html = renderMarkdown(notes, notesMailPlace);
    expect(html).toContain('<h2 style="margin:20px 0 8px;font-size:18px;color:#0f5c4d">Summary</h2>');
    expect(html).toContain('<h2 style="margin:20px 0 8px;font-size:18px;color:#0f5c4d">Details</h2>');
    expect(html).toContain('<li style="margin:0 0 6px">Respite can be planned.</li>');
  });

  it('keeps a model\'s or a transcript\'s markup inert in notes too', () => {
    for (const place of [notesPlace, notesMailPlace]) {
      const html = renderMarkdown('<script>alert(1)</script> [x](javascript:alert(1)) <img src=x onerror=alert(1)>', place);
      expect(html).not.toMatch(/<script|<img|href="javascript:/);
    }
  });
});
