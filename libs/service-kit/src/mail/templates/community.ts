import { type CommunityMailName, crisisCardText } from '@kiin/contracts';
import { hello, html, link } from '../html';
import type { MailRenderers } from '../render';

/** The community's mails. */
export const communityMailRenderers: MailRenderers<CommunityMailName> = {
  'community.crisis-review': (d, to) => ({
    subject: 'A community post needs a moderator now',
    text:
      `${hello(to.firstName)}\n\nA ${d.postType} in the Kiin community used words that can mean someone is in crisis. ` +
      `It is published, its author has been shown the crisis lines, and it is at the top of the moderation queue:\n\n${d.queueLink}\n\n` +
      `Please look at it as soon as you can. The author was shown:\n\n${crisisCardText}\n\nThe Kiin team\n`,
    html: html`<p style="margin:0 0 12px">${hello(to.firstName)}</p>
<p style="margin:0 0 12px">A ${d.postType} in the Kiin community used words that can mean someone is in crisis. It is published, its author has been shown the crisis lines, and it is at the top of the moderation queue.</p>
<p style="margin:0 0 12px">${link(d.queueLink, 'Open the moderation queue')}</p>
<p style="margin:0">Please look at it as soon as you can.</p>`,
  }),
  'community.kiinbox-crisis-review': (d, to) => ({
    subject: 'A question to the experts needs a moderator now',
    text:
      `${hello(to.firstName)}\n\nA member asked Kiin's experts a question in words that can mean someone is in crisis. ` +
      `It is held for a moderator (the experts do not see it), and its asker has been shown the crisis lines:\n\n${d.queueLink}\n\n` +
      `Please look at it as soon as you can. The asker was shown:\n\n${crisisCardText}\n\nThe Kiin team\n`,
    html: html`<p style="margin:0 0 12px">${hello(to.firstName)}</p>
<p style="margin:0 0 12px">A member asked Kiin's experts a question in words that can mean someone is in crisis. It is held for a moderator (the experts do not see it), and its asker has been shown the crisis lines.</p>
<p style="margin:0 0 12px">${link(d.queueLink, 'Open the held questions')}</p>
<p style="margin:0">Please look at it as soon as you can.</p>`,
  }),
  'community.kiinbox-answered': (d, to) => ({
    subject: 'Your question to the Kiin experts has been answered',
    text:
      `${hello(to.firstName)}\n\n` +
      (d.inSession
        ? 'Your question was answered in the kliinic session you asked it for; the session notes cover it.'
        : 'One of Kiin\'s experts has answered your question.') +
      ` Sign in to read the answer:\n\n${d.questionsLink}\n\nThe Kiin team\n`,
    html: html`<p style="margin:0 0 12px">${hello(to.firstName)}</p>
<p style="margin:0 0 12px">${d.inSession ? 'Your question was answered in the kliinic session you asked it for; the session notes cover it.' : "One of Kiin's experts has answered your question."}</p>
<p style="margin:0">${link(d.questionsLink, 'Read the answer')}</p>`,
  }),
};
