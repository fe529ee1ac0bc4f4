import { useEffect, useState } from 'react';
import { usePreviewKliinicNotesMutation } from '../api/kiinbox-api';

/** Waits this long after the last keystroke before asking for a preview. */
const previewAfterMs = 400;

/**
 * The answer as the asker will read it: the server renders answers with the kliinic notes'
 * renderer (`renderMarkdown(…, notesPlace)`, ADR 28), so its preview call shows exactly that.
 * An answer that arrives after a newer edit is dropped; '' while there is nothing to show.
 */
export function useAnswerPreview(markdown: string): { html: string; failed: boolean } {
  const [preview, setPreview] = useState({ for: '', html: '', failed: false });
  const [render] = usePreviewKliinicNotesMutation();
  useEffect(() => {
    if (!markdown.trim()) return;
    let current = true;
    const timer = window.setTimeout(() => {
      void render({ markdown }).then((result) => {
        if (!current) return;
        setPreview('data' in result && result.data ? { for: markdown, html: result.data.html, failed: false } : { for: markdown, html: '', failed: true });
      });
    }, previewAfterMs);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [markdown, render]);
  if (!markdown.trim()) return { html: '', failed: false };
  return { html: preview.html, failed: preview.failed && preview.for === markdown };
}
