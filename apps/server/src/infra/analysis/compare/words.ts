/**
 * Word-level helpers shared by the posting and CV readers: content words and their stems (so
 * "managed" meets "managing"), address masking, and cutting a quoted sentence to a readable length.
 */

/** Words that carry no requirement of their own: articles, joins, and the nouns every posting uses. */
const STOP = new Set(
  (
    'a an the and or of in on at to for with by from as into across within using via per ' +
    'is are be been being this that these those it its our your their you we they who which ' +
    'all any some each other such e g eg ie etc plus also well both either including like ' +
    'experience experienced knowledge understanding familiarity proficiency proficient expertise ' +
    'background exposure track record ability skills skill strong solid proven good excellent ' +
    'great deep hands demonstrable demonstrated extensive relevant previous prior professional ' +
    'practical working work years year least minimum must required preferred desirable ' +
    'advantage bonus nice have has ideally similar equivalent related field fields area areas ' +
    'environment environments setting settings role roles position industry sector principles ' +
    'practices procedures methods techniques process processes standards concepts fundamentals tools ' +
    'systems best high level new day daily training trained certificate certification certified ' +
    'qualification qualifications qualified ' +
    // The same joins and requirement words in German, French, Spanish, Portuguese, Italian and
    // Dutch, so a line of a posting in one of them is found by its content words in a CV in the
    // same language ("Maîtrise de la suite Adobe" by "Suite Adobe").
    'der die das den dem des ein eine einer eines einem und oder mit für von zu im am auf bei ' +
    'aus sowie sehr gute guter gutes fundierte fundierten kenntnisse kenntnis erfahrung ' +
    'erfahrungen mehrjährige idealerweise wünschenswert vorteil abgeschlossene abgeschlossener ' +
    'jahre jahren mindestens sicherer umgang ihr ihre sie wir ' +
    'le la les un une du de et ou au aux à avec pour par sur dans votre vos nous vous ' +
    'bonne bonnes bon bons excellente excellentes solide solides maîtrise maitrise connaissance ' +
    'connaissances expérience expériences compétence compétences capacité aptitudes qualités ' +
    'souhaité souhaitée apprécié appréciée idéalement ans années exigé requis ' +
    'el los las una y con para por en del al su sus experiencia conocimientos conocimiento ' +
    'dominio buen buena buenos buenas sólidos valorable deseable imprescindible años mínimo ' +
    'os as um uma com em no na nos nas do da dos das experiência conhecimento conhecimentos ' +
    'domínio bom boa desejável diferencial ' +
    'il lo gli nel nella della di da esperienza conoscenza conoscenze ottima ottime ottimo ' +
    'buona buone anni ' +
    'het een en met voor van op bij als je jij ervaring kennis goede uitstekende jaar jaren ' +
    'minimaal'
  ).split(' '),
);

/** Endings cut to meet a word's other forms, each with the shortest stem it may leave. */
const SUFFIXES: [string, number, string][] = [
  ['ations', 4, ''],
  ['ation', 4, ''],
  ['ments', 4, ''],
  ['ment', 4, ''],
  ['ings', 4, ''],
  ['ing', 4, ''],
  ['ies', 3, 'y'],
  // "accurate" meets "accuracy", "communicate" meets "communication".
  ['ate', 5, ''],
  ['acy', 5, ''],
  ['ers', 5, ''],
  ['er', 5, ''],
  ['ions', 4, ''],
  ['ion', 4, ''],
  ['ed', 4, ''],
  ['es', 4, ''],
  ['s', 4, ''],
];

/**
 * A word's stem, so "managed", "manager" and "managing" meet, and "developer" meets
 * "development"; never so short that "career" meets "care".
 */
export function stem(word: string): string {
  let w = word.toLowerCase().replace(/['’]s$/, '');
  // One family whose forms share no prefix of five letters: analysis, analyse, analyze, analyst,
  // analytical, analytics.
  if (/^analy[sztc]/.test(w)) return 'analy';
  if (w.endsWith('ss')) return w;
  for (const [suffix, min, replacement] of SUFFIXES) {
    if (w.endsWith(suffix) && w.length - suffix.length >= min) {
      w = w.slice(0, -suffix.length) + replacement;
      break;
    }
  }
  return w.length > 4 && w.endsWith('e') ? w.slice(0, -1) : w;
}

/** Two stems are one word when equal, or when the shorter (5 letters or more) starts the longer. */
export function sameStem(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 5 && long.startsWith(short);
}

export const wordsOf = (text: string) => text.match(/[\p{L}\p{N}][\p{L}\p{N}+#&'’-]*/gu) ?? [];

/** The stems of a phrase's content words, in order, each once. */
export function contentStems(text: string): string[] {
  const stems: string[] = [];
  for (const word of wordsOf(text)) {
    const lower = word.toLowerCase().replace(/['’]s$/, '');
    if (STOP.has(lower) || /^\d+\+?$/.test(lower) || lower.length < 2) continue;
    const s = stem(lower);
    if (!stems.includes(s)) stems.push(s);
  }
  return stems;
}

/**
 * Web addresses and e-mail addresses blanked out, offsets kept: "github.com/ana" is not the
 * skill Git, and a company's domain is not a requirement.
 */
export const maskAddresses = (text: string) =>
  text.replace(
    /\b(?:https?:\/\/|www\.)\S+|[\w.+-]+@[\w-]+\.[\w.-]+|\b[\w-]+\.(?:com|org|net|io|dev|me|co\.uk|co)\b\S*/gi,
    (match) => ' '.repeat(match.length),
  );

/** Spaces, tabs and line breaks as one space. */
export const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * A sentence cut to at most `max` characters around the words at `index`, on word boundaries,
 * with "…" where it was cut: the evidence stays readable and still shows the matched words.
 */
export function excerpt(text: string, index: number, length: number, max = 180): string {
  const clean = text.trim();
  if (clean.length <= max) return clean;
  let start = Math.max(0, Math.min(index - 60, clean.length - max));
  let end = Math.min(clean.length, Math.max(start + max, index + length));
  if (start > 0) {
    const space = clean.indexOf(' ', start);
    start = space >= 0 && space < index ? space + 1 : start;
  }
  if (end < clean.length) {
    const space = clean.lastIndexOf(' ', end);
    end = space > index + length ? space : end;
  }
  const body = clean.slice(start, end).replace(/[\s,;:–—-]+$/, '');
  return `${start > 0 ? '…' : ''}${body}${end < clean.length ? '…' : ''}`;
}
