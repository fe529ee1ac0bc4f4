import { mailJobSchema } from './mail';

describe('a queued mail', () => {
  const base = { template: 'account.reset', data: { link: 'https://kiin.example/reset?t=1' } } as const;

  it('goes to an address or to a member, never both and never neither', () => {
    expect(mailJobSchema.safeParse({ ...base, to: 'a@example.com' }).success).toBe(true);
    expect(mailJobSchema.safeParse({ ...base, toUserId: '3f1c8a2e-0a4b-4c1d-9e2f-5a6b7c8d9e0f' }).success).toBe(true);
    expect(mailJobSchema.safeParse({ ...base }).success).toBe(false);
    expect(mailJobSchema.safeParse({ ...base, to: 'a@example.com', toUserId: '3f1c8a2e-0a4b-4c1d-9e2f-5a6b7c8d9e0f' }).success).toBe(false);
  });

  it('carries small text attachments with safe names only', () => {
    const invite = { filename: 'kliinic.ics', contentType: 'text/calendar; method=REQUEST', content: 'BEGIN:VCALENDAR' };
    expect(mailJobSchema.safeParse({ ...base, to: 'a@example.com', attachments: [invite] }).success).toBe(true);
    expect(mailJobSchema.safeParse({ ...base, to: 'a@example.com', attachments: [{ ...invite, filename: '../x.ics' }] }).success).toBe(false);
    expect(mailJobSchema.safeParse({ ...base, to: 'a@example.com', attachments: [{ ...invite, contentType: 'text/html' }] }).success).toBe(false);
  });
});
