import type { AskedKiinboxQuestion, MyKiinboxQuestion, PublicKiinboxSummary, StaffKiinboxQuestion } from '@kiin/contracts';

let next = 0;
const id = () => `00000000-0000-4000-8000-${String(++next).padStart(12, '0')}`;

/** One answered question of the public Q&A. */
export function aPublicQuestion(excerpt: string, extra: Partial<PublicKiinboxSummary> = {}): PublicKiinboxSummary {
  return { id: id(), topic: 'daily-care', questionExcerpt: excerpt, answerExcerpt: `An answer to ${excerpt}`, answeredAt: '2026-11-20T03:00:00.000Z', ...extra };
}

/** One of the member's own questions, waiting for an expert unless `extra` says otherwise. */
export function aMyQuestion(text: string, extra: Partial<MyKiinboxQuestion> = {}): MyKiinboxQuestion {
  return {
    id: id(),
    text,
    topic: 'medications',
    session: null,
    publishable: true,
    status: 'pending',
    askedAt: '2026-11-21T03:00:00.000Z',
    answer: null,
    hiddenNote: null,
    ...extra,
  };
}

/** What the server answers to a question asked: the queue's notice, or the crisis card. */
export function anAskedQuestion(text: string, extra: Partial<AskedKiinboxQuestion> = {}): AskedKiinboxQuestion {
  return { question: aMyQuestion(text), notice: 'Thank you: your question is in the experts\' queue.', showCrisisCard: false, crisisFamilies: [], ...extra };
}

/** A question as the experts' queue and the held list show it, waiting unless `extra` says otherwise. */
export function aStaffQuestion(text: string, extra: Partial<StaffKiinboxQuestion> = {}): StaffKiinboxQuestion {
  return {
    id: id(),
    text,
    topic: 'medications',
    session: null,
    publishable: false,
    status: 'pending',
    premium: false,
    fairShare: false,
    coveredInSession: false,
    crisisFamilies: [],
    askedAt: '2026-11-21T03:00:00.000Z',
    ...extra,
  };
}
