import { renderMail } from '../render';

describe('community mails', () => {
  it('the crisis alert points moderators to the queue and repeats the crisis lines, without any post text', () => {
    const mail = renderMail('community.crisis-review', { postType: 'comment', queueLink: 'https://kiin.example/community/moderation' });
    expect(mail.subject).toBe('A community post needs a moderator now');
    expect(mail.text).toContain('A comment in the Kiin community used words that can mean someone is in crisis.');
    expect(mail.text).toContain('https://kiin.example/community/moderation');
    for (const phone of ['000', '13 11 14', '1300 22 4636', '1800 422 737']) expect(mail.text).toContain(phone);
    expect(mail.html).toContain('href="https://kiin.example/community/moderation"');
  });
});
