import type { AnalysisResult } from '@vita/api/schemas';
import { md } from '../../language/text';

/**
 * The built-in write-up of an analysis, in Markdown: the score and its parts, what the CV shows
 * with its own words, what it misses, the suggestions and the ATS checks. It is made from the
 * result alone, so a stored result is written the same way again; the posting's and the CV's
 * words are escaped so they cannot turn the rest of the text into markup.
 */

const quote = (text: string) => `“${md(text)}”`;

export function writeAnalysisReport(result: AnalysisResult): string {
  const { posting } = result;
  const role = [
    posting.title ? `**${md(posting.title)}**` : 'The posting',
    posting.company ? ` at **${md(posting.company)}**` : '',
    posting.location ? ` (${md(posting.location)})` : '',
  ].join('');
  const blocks: string[] = [
    `## Resume analysis: ${result.score}/100`,
    `${role}, compared with ${quote(result.cv.filename)}. Posting: <${posting.url.replace(/[<>\s]/g, encodeURIComponent)}>`,
    result.parts
      .map((part) => `- **${md(part.label)}**: ${part.score}/${part.max}. ${md(part.detail)}`)
      .join('\n'),
  ];
  // What bounds the score comes before its parts: a missing hard requirement, a part left out.
  const notes = [result.cap?.detail, result.weighting, result.notice].filter(
    (note): note is string => !!note,
  );
  blocks.splice(2, 0, ...notes.map((note) => md(note)));

  blocks.push(
    `### Shown in the CV (${result.matched.length})`,
    result.matched.length
      ? result.matched
          .map(
            (m) =>
              `- **${md(m.requirement)}** (${m.importance}): ${quote(m.evidence)}\n  Asked in: ${quote(m.asked_in)}`,
          )
          .join('\n')
      : 'None of the posting’s requirements could be found in the CV.',
  );

  blocks.push(
    `### Missing (${result.missing.length})`,
    result.missing.length
      ? result.missing
          .map(
            (m) =>
              `- **${md(m.requirement)}** (${m.hard ? 'required, hard requirement' : m.importance}). Asked in: ${quote(m.asked_in)}`,
          )
          .join('\n')
      : 'Nothing the posting asks for is missing from the CV.',
  );

  if (result.suggestions.length) {
    blocks.push(
      '### Suggestions',
      result.suggestions.map((s, i) => `${i + 1}. **${md(s.section)}**: ${md(s.text)}`).join('\n'),
    );
  }

  blocks.push(
    '### ATS checks',
    result.ats
      .map(
        (check) =>
          `- ${check.passed ? 'Passed' : 'Failed'}: **${md(check.label)}**. ${md(check.detail)}`,
      )
      .join('\n'),
  );

  const { required_years, cv_years, field } = result.experience;
  if (field) {
    blocks.push(
      `Years: ${required_years}+ asked in ${md(field.name)}; ${field.years} in the roles that show it${field.roles.length ? ` (${field.roles.map((role) => md(role)).join('; ')})` : ''}, of ${cv_years} in all the CV’s dated roles.`,
    );
  } else if (required_years !== null || cv_years !== null) {
    blocks.push(
      `Years: ${required_years === null ? 'none asked' : `${required_years}+ asked`}; ${cv_years === null ? 'no dated roles in the CV' : `${cv_years} in the CV’s dated roles, overlaps counted once`}.`,
    );
  }
  return `${blocks.join('\n\n')}\n`;
}
