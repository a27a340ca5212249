/**
 * A small glossary of words that job postings in Dutch, French, German and Spanish use for what
 * they ask, each with its English words. A requirement read from such a line keeps the posting's
 * own words as its name and adds, in brackets, the English of the words the glossary knows, so a
 * reader of an English CV sees what is asked. Words of any field's postings, not of one posting;
 * compound words are glossed part by part ("zoekstrategieën" → "search strategies").
 */

/** Several words that mean one thing, glossed before single words. */
const PHRASES: [RegExp, string][] = [
  [/services? (?:à|a) la personne/i, 'home-care services'],
  [/relations? client(?:s|[eè]le)?/i, 'customer relations'],
  [/bac\s*\+\s*2\b/i, 'two-year post-secondary diploma'],
  [/bac\s*\+\s*3\b/i, "bachelor's degree"],
  [/bac\s*\+\s*5\b/i, "master's degree"],
  [/travail en [ée]quipe|esprit d['’][ée]quipe|trabajo en equipo/i, 'teamwork'],
  [/atenci[óo]n al cliente|service client/i, 'customer service'],
  [/atenci[óo]n al detalle|souci du d[ée]tail/i, 'attention to detail'],
  [/convention de stage|stage conventionn[ée]/i, 'internship agreement'],
  [/carn[ée]t? de conducir|permis de conduire/i, 'driving licence'],
];

/** Parts of words, each with its English; a part is looked for inside a word, in its order. */
const PARTS: [RegExp, string][] = [
  // Dutch
  [/ziekenhuis/i, 'hospital'],
  [/gezondheid/i, 'health'],
  [/^zorg|zorg(?=traject)/i, 'care'],
  [/traject/i, 'pathways'],
  [/pati[ëe]nt/i, 'patients'],
  [/^medisch/i, 'medical'],
  [/^basis$/i, 'basic'],
  [/jargon/i, 'terminology'],
  [/vraagstuk/i, 'questions'],
  [/variabel/i, 'variables'],
  [/^zoek/i, 'search'],
  [/strategie/i, 'strategies'],
  [/^ontwikkel/i, 'develop'],
  [/nauwkeurig/i, 'precise'],
  [/mensgericht/i, 'people-oriented'],
  [/daadkrachtig/i, 'decisive'],
  [/^klant/i, 'customers'],
  [/samenwerk/i, 'collaboration'],
  [/zelfstandig/i, 'independent'],
  [/dossier/i, 'records'],
  // French
  [/^[ée]coute/i, 'listening'],
  [/^autonomie$/i, 'autonomy'],
  [/^rigueur$/i, 'rigour'],
  [/^go[ûu]t$/i, 'interest'],
  [/^pers[ée]v[ée]rance$/i, 'perseverance'],
  [/^enthousiasme$/i, 'enthusiasm'],
  [/^responsabilit/i, 'responsibility'],
  [/^t[ée]l[ée]phon/i, 'telephone'],
  [/^informatique/i, 'computer'],
  [/^vente/i, 'sales'],
  [/^comptab/i, 'accounting'],
  [/^soins?$/i, 'care'],
  [/^analyse$/i, 'analysis'],
  [/^synth[èe]se$/i, 'synthesis'],
  [/^d[ée]tail$/i, 'detail'],
  // German
  [/kenntnis/i, 'knowledge'],
  [/teamf[äa]hig/i, 'teamwork'],
  [/kommunikation/i, 'communication'],
  [/zuverl[äa]ssig/i, 'reliability'],
  [/selbst(?:st)?[äa]ndig/i, 'independent'],
  [/belastbar/i, 'resilience'],
  [/^kunden/i, 'customers'],
  [/vertrieb/i, 'sales'],
  [/^pflege/i, 'care'],
  [/krankenhaus|klinik/i, 'hospital'],
  [/sorgf[äa]ltig/i, 'careful'],
  [/buchhaltung/i, 'accounting'],
  [/^analytisch/i, 'analytical'],
  // Spanish
  [/^conocimiento/i, 'knowledge'],
  [/^ventas$/i, 'sales'],
  [/^comunicaci[óo]n$/i, 'communication'],
  [/^responsabilidad$/i, 'responsibility'],
  [/^proactiv/i, 'proactive'],
  [/^enfermer/i, 'nursing'],
  [/^contabilidad$/i, 'accounting'],
  [/^anal[ií]tic/i, 'analytical'],
];

/** The English of the words of a line the glossary knows, in the line's order, each once. */
export function glossOf(line: string): string[] {
  const found: { at: number; english: string }[] = [];
  let rest = line.normalize('NFC');
  for (const [pattern, english] of PHRASES) {
    const match = pattern.exec(rest);
    if (!match) continue;
    found.push({ at: match.index, english });
    rest =
      rest.slice(0, match.index) +
      ' '.repeat(match[0].length) +
      rest.slice(match.index + match[0].length);
  }
  for (const word of rest.matchAll(/[\p{L}]+/gu)) {
    const parts: { at: number; english: string }[] = [];
    for (const [pattern, english] of PARTS) {
      const match = pattern.exec(word[0]);
      if (match) parts.push({ at: (word.index ?? 0) + match.index / 100, english });
    }
    found.push(...parts);
  }
  found.sort((a, b) => a.at - b.at);
  return [...new Set(found.map((f) => f.english))];
}
