/** What staff are told when a notes call is refused; the gateway shows these texts as they are. */
export const notesMessages = {
  notFound: 'There are no notes for this session yet: upload its transcript first.',
  emptyTranscript: 'The transcript has no words to summarise. Upload the session\'s WebVTT or plain text transcript.',
  stillDrafting: 'The draft is still being written. Try again in a moment.',
  alreadyApproved: 'These notes are approved and being sent; they can no longer be changed.',
  replaceApproved: 'These notes are approved: a new transcript cannot replace them.',
} as const;
