// The e-mails the app sends, each as a subject, an HTML part and a text part.

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The password recovery e-mail: an HTML and a text part, both carrying the link, both greeting the
 * user by full name, or by e-mail address when the account has none.
 */
export function recoveryEmail(options: {
  projectName: string;
  email: string;
  fullName: string | null;
  link: string;
  validHours: number;
}): { subject: string; html: string; text: string } {
  const subject = `${options.projectName} - Password recovery for user ${options.email}`;
  // One line whatever the name holds: a line break in it cannot add lines to the message.
  const greeted = options.fullName?.replace(/\s+/g, ' ').trim() || options.email;
  const text = [
    `Hello ${greeted},`,
    '',
    `We received a request to reset the password of your ${options.projectName} account.`,
    'Open this link to choose a new password:',
    '',
    options.link,
    '',
    `The link is valid for ${options.validHours} hours and works once.`,
    'If you did not ask for this, you can ignore this e-mail.',
    '',
  ].join('\n');
  const link = escapeHtml(options.link);
  const html = `<!doctype html>
<html lang="en">
<body style="font-family: sans-serif; line-height: 1.5;">
<p>Hello ${escapeHtml(greeted)},</p>
<p>We received a request to reset the password of your ${escapeHtml(options.projectName)} account.</p>
<p><a href="${link}">Reset password</a></p>
<p>The link is valid for ${options.validHours} hours and works once.
If you did not ask for this, you can ignore this e-mail.</p>
</body>
</html>
`;
  return { subject, html, text };
}
