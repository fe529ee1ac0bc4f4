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

describe('kiinbox mails', () => {
  it('the answered mail carries only a link: neither the question nor the answer', () => {
    const mail = renderMail('community.kiinbox-answered', { questionsLink: 'https://kiin.example/member/kiinbox', inSession: false });
    expect(mail.subject).toBe('Your question to the Kiin experts has been answered');
    expect(mail.text).toContain("One of Kiin's experts has answered your question. Sign in to read the answer:\n\nhttps://kiin.example/member/kiinbox");
    expect(mail.html).toContain('href="https://kiin.example/member/kiinbox"');
    const inSession = renderMail('community.kiinbox-answered', { questionsLink: 'https://kiin.example/member/kiinbox', inSession: true });
    expect(inSession.text).toContain('answered in the kliinic session you asked it for');
  });

  it('the crisis alert for a question says it is held and repeats the crisis lines', () => {
    const mail = renderMail('community.kiinbox-crisis-review', { queueLink: 'https://kiin.example/community/moderation/kiinbox' });
    expect(mail.subject).toBe('A question to the experts needs a moderator now');
    expect(mail.text).toContain('It is held for a moderator (the experts do not see it)');
    for (const phone of ['000', '13 11 14']) expect(mail.text).toContain(phone);
  });
});
