import { type MailJob, mailJobSchema } from '@kiin/contracts';
import { renderMail, renderMailJob } from './render';

const hostileName = '<script>alert(1)</script>';
const modelParagraph = 'Here are your notes.\n\n<img src=x onerror="alert(document.cookie)"> Rest & recover.';

describe('mail templates', () => {
  it('shows a hostile name escaped in the HTML part and intact in the text part', () => {
    const mail = renderMail('contact.to-support', { messageId: 'm-0', name: hostileName, email: 'sam@example.com', subject: 'general', message: 'Hello' });

    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &lt;sam@example.com&gt;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.text).toContain(`From: ${hostileName} <sam@example.com>`);
    expect(mail.html).toMatch(/^<!doctype html>/);
    expect(mail.html).toContain(`<title>[Kiin contact] general: message from &lt;script&gt;alert(1)&lt;/script&gt;</title>`);
  });

  it('quotes a written message escaped in HTML, word for word in text', () => {
    const mail = renderMail('contact.to-support', {
      messageId: 'm-1',
      name: hostileName,
      email: 'sam@example.com',
      subject: 'general',
      message: modelParagraph,
    });

    expect(mail.html).toContain('&lt;img src=x onerror=&quot;alert(document.cookie)&quot;&gt; Rest &amp; recover.');
    expect(mail.html).not.toMatch(/<img|<script/);
    expect(mail.html).toContain('<blockquote');
    expect(mail.text).toContain(modelParagraph);
    expect(mail.text).toContain(`From: ${hostileName} <sam@example.com>`);
  });

  it('keeps the subject on one line, whatever the data holds', () => {
    const mail = renderMail('contact.to-support', {
      messageId: 'm-2',
      name: 'Sam\r\nBcc: victim@example.com',
      email: 'sam@example.com',
      subject: 'other',
      message: 'hello',
    });
    expect(mail.subject).toBe('[Kiin contact] other: message from Sam Bcc: victim@example.com');
  });

  it('refuses data that does not fit the template', () => {
    expect(() => renderMail('account.reset', {} as never)).toThrow();
    expect(() => renderMail('no.such-template' as never, {} as never)).toThrow(/unknown mail template/);
  });

  it('renders a queued job after the job schema has checked it', () => {
    const link = 'https://kiin.example/reset-password?token=abc';
    const job: MailJob = mailJobSchema.parse({ to: 'sam@example.com', template: 'account.reset', data: { link } });
    expect(renderMailJob(job).text).toMatch(/^Hello,\n[^]*https:\/\/kiin\.example\/reset-password\?token=abc\n/);
    expect(() => mailJobSchema.parse({ to: 'sam@example.com', template: 'account.reset', data: {} })).toThrow();
    expect(() => mailJobSchema.parse({ to: 'not an address', template: 'account.reset', data: { link } })).toThrow();
  });

  it('greets an address someone typed with nothing they chose', () => {
    const acknowledgement = renderMail('contact.acknowledgement', {});
    const confirmation = renderMail('account.confirm', { link: 'https://kiin.example/confirm-email?token=abc' });
    for (const mail of [acknowledgement, confirmation]) {
      expect(mail.text).toMatch(/^Hello,\n/);
      expect(mail.html).toContain('<p style="margin:0 0 12px">Hello,</p>');
    }
    expect(acknowledgement.subject).toBe('We have your message - Kiin');
  });
});
