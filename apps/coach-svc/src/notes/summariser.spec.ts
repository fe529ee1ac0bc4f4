import { kliinicNotesTexts } from '@kiin/contracts';
import { summariseLocally } from './summariser';
import { readTranscript, redactTranscript } from './transcript';

const library = [
  { id: '11111111-1111-4111-8111-111111111111', title: 'Planning respite care', type: 'article' },
  { id: '22222222-2222-4222-8222-222222222222', title: 'Sleep and dementia', type: 'video' },
];

const vtt = `WEBVTT

00:00:01.000 --> 00:00:06.000
<v Dr Anna Lee>Welcome everyone. Tonight we talk about respite care and how to plan a break before you burn out.

00:00:07.000 --> 00:00:14.000
<v Priya Raman>Hi, my name is Priya. How do I book respite care for my mum when her needs keep changing?

00:00:15.000 --> 00:00:30.000
<v Dr Anna Lee>Start with an assessment through My Aged Care, then ask the provider for a flexible respite plan. The Planning respite care article in the Kiin library walks through the forms step by step.

00:00:31.000 --> 00:00:40.000
<v Priya Raman>Thanks. You can reach me on 0412 345 678 or priya.raman@example.com if anyone wants to swap notes, or ring (02) 9876 5432.

00:00:41.000 --> 00:00:55.000
<v Dr Anna Lee>Thank you Priya. Make sure you write down what a typical day looks like before the assessment, because assessors plan respite care around the daily routine you describe.
`;

const plain = `Anna Lee: Welcome. Respite care gives carers time to rest and keeps the person you care for safe while you are away.
Tom Nguyen: It's Tom here. Is there respite care on weekends for someone with dementia?
Anna Lee: Yes, many centres run weekend respite care. Ask your coordinator about weekend places early because they fill quickly.
Tom Nguyen: My number is +61 412 345 678 and my email is tom.nguyen@example.org.
Anna Lee: Thanks Tom. Remember to call healthdirect on 1800 022 222 if anything changes overnight.
`;

function notesFor(transcript: string): string {
  const { turns } = redactTranscript(readTranscript(transcript), ['Dr Anna Lee']);
  return summariseLocally({ title: 'Respite care', turns, library, origin: 'https://kiin.example' });
}

describe('kliinic notes from a transcript', () => {
  it('hold none of the name, phone numbers or email of an attendee who spoke (WebVTT)', () => {
    const notes = notesFor(vtt);
    for (const identifier of ['Priya', 'Raman', '0412 345 678', '0412', 'priya.raman@example.com', '9876 5432', '(02)']) {
      expect(notes).not.toContain(identifier);
    }
    // The session itself is still there: the question, its answer, the linked item, next steps.
    expect(notes).toContain('How do I book respite care');
    expect(notes).toContain('Start with an assessment through My Aged Care');
    expect(notes).toContain('[Planning respite care](https://kiin.example/content/article/11111111-1111-4111-8111-111111111111)');
    expect(notes).not.toContain('Sleep and dementia');
    expect(notes).toMatch(/## Next steps\n\n- Make sure you write down what a typical day looks like/);
    expect(notes).toContain(kliinicNotesTexts.localLabel);
  });

  it('hold none of them either from "Name:" prefixes and names the transcript introduces, keeping service numbers', () => {
    const notes = notesFor(plain);
    for (const identifier of ['Tom', 'Nguyen', '+61 412 345 678', '412 345 678', 'tom.nguyen@example.org']) expect(notes).not.toContain(identifier);
    expect(notes).toContain('Is there respite care on weekends for someone with dementia?');
    expect(notes).toContain('1800 022 222');
  });

  it('reads speakers from WebVTT voices and "Name:" prefixes', () => {
    expect(readTranscript(vtt).map((t) => t.speaker)).toEqual(['Dr Anna Lee', 'Priya Raman', 'Dr Anna Lee', 'Priya Raman', 'Dr Anna Lee']);
    expect(readTranscript(plain)[1]).toEqual({ speaker: 'Tom Nguyen', text: expect.stringContaining("It's Tom here.") });
  });
});
