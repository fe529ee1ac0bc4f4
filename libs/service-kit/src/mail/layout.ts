import { html, type SafeHtml } from './html';

const footerText = 'Kiin - a virtual health club for patients and carers. Sydney, Australia.';

/** The frame every HTML mail is sent in: a plain, single-column page that reads well anywhere. */
export function mailLayout(title: string, body: SafeHtml): SafeHtml {
  return html`<!doctype html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
</head>
<body style="margin:0;padding:0;background:#f4f7f6;color:#1d2b28;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f7f6">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px">
<tr><td style="padding:24px 28px 8px;font-size:22px;font-weight:bold;color:#0f5c4d">Kiin</td></tr>
<tr><td style="padding:8px 28px 24px">
${body}
</td></tr>
</table>
<p style="font-size:12px;color:#5b6b67;margin:16px 0 0">${footerText}</p>
</td></tr>
</table>
</body>
</html>
`;
}

/** The same footer for the text part. */
export const textFooter = `\n--\n${footerText}\n`;
