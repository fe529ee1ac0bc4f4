import { renderMail } from '../render';

const data = {
  sessionTitle: 'Respite & <you>',
  sessionDate: 'Tuesday 3 March 2026',
  markdown: '## Summary\n\n- Plan a break <script>alert(1)</script>\n- Read [the guide](https://kiin.example/content/article/1) and [this](javascript:alert(1))\n\n**Q:** When?\n\n**A:** Early.',
  resources: [{ title: 'Planning respite care', link: 'https://kiin.example/content/article/1' }],
  kliinicsLink: 'https://kiin.example/member/kliinics',
  disclaimer: 'These notes are general information, not medical advice.',
};

describe('the kliinic notes mail', () => {
  it('renders the notes as escaped HTML with links only to web addresses, and a readable text part', () => {
    const mail = renderMail('kliinic.notes', data);
    expect(mail.subject).toBe('Your notes from the kliinic: Respite & <you>');
    expect(mail.html).toContain('Plan a break &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('<a href="https://kiin.example/content/article/1" rel="noopener" style="color:#0f5c4d">the guide</a>');
    expect(mail.html).not.toContain('href="javascript:');
    expect(mail.html).toContain('<strong>Respite &amp; &lt;you&gt;</strong>');
    expect(mail.html).toContain('<h2 style="margin:20px 0 8px;font-size:18px;color:#0f5c4d">Summary</h2>');
    expect(mail.html).toContain(data.disclaimer);
    expect(mail.text).toContain('- Read the guide and [this](javascript:alert(1))');
    expect(mail.text).toContain('Take-home resources:\n- Planning respite care: https://kiin.example/content/article/1');
    expect(mail.text).toContain(data.disclaimer);
  });
});
