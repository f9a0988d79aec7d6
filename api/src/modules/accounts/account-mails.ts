const escape = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

function layout(title: string, paragraphs: string[], action: { label: string; url: string }, after: string) {
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">
<h1 style="font-size:20px">${escape(title)}</h1>
${paragraphs.map((p) => `<p>${escape(p)}</p>`).join('\n')}
<p><a href="${escape(action.url)}" style="display:inline-block;padding:10px 18px;background:#0b5cff;color:#fff;border-radius:6px;text-decoration:none">${escape(action.label)}</a></p>
<p style="font-size:13px;color:#6b7280">${escape(after)}<br>${escape(action.url)}</p>
</body></html>`;
  const text = `${title}\n\n${paragraphs.join('\n\n')}\n\n${action.label}: ${action.url}\n\n${after}`;
  return { html, text };
}

export function verificationMail(firstName: string, url: string) {
  return {
    subject: 'Verify your email address',
    ...layout(
      `Welcome to TalentIndia, ${firstName}`,
      ['Please confirm that this is your email address so we can keep your account secure.'],
      { label: 'Verify email address', url },
      'This link expires in 24 hours. If you did not create an account, you can ignore this email.',
    ),
  };
}

export function passwordResetMail(firstName: string, url: string) {
  return {
    subject: 'Reset your TalentIndia password',
    ...layout(
      `Hi ${firstName},`,
      ['We received a request to reset your password. The link below can be used once.'],
      { label: 'Reset password', url },
      'This link expires in 30 minutes. If you did not ask to reset your password, you can ignore this email.',
    ),
  };
}
