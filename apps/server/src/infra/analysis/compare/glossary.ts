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

/**
 * A small bilingual vocabulary: common skill words of German, French and Spanish postings (and
 * CVs), each with the name the skills vocabulary gives the skill in English, so a posting that
 * asks for "Datenanalyse" is met by an English CV's "data analysis". Words of any field, not of one
 * posting; a skill whose name is the same in every language (SQL, Excel) needs no row.
 */
const SKILL_WORDS: [RegExp, string][] = (
  [
    [/datenanalyse|analyse (?:de|des) donn[ée]es|an[áa]lisis de datos/, 'Data analysis'],
    [
      /datenvisualisierung|visualisation (?:de|des) donn[ée]es|visualizaci[óo]n de datos/,
      'Data visualization',
    ],
    [/datenmodellierung|mod[ée]lisation (?:de|des) donn[ée]es|modelado de datos/, 'Data modeling'],
    [
      /dateneingabe|saisie (?:de|des) donn[ée]es|(?:introducci[óo]n|entrada) de datos/,
      'Data entry',
    ],
    [/statistik|statistiques?|estad[íi]stica/, 'Statistics'],
    [/maschinelles lernen|apprentissage automatique|aprendizaje autom[áa]tico/, 'Machine learning'],
    [
      /testautomatisierung|automatisation des tests|automatizaci[óo]n de pruebas/,
      'Test automation',
    ],
    [
      /netzwerksicherheit|s[ée]curit[ée] (?:des )?r[ée]seaux?|seguridad de redes/,
      'Network security',
    ],
    [/projektplanung|planification de projets?|planificaci[óo]n de proyectos/, 'Project planning'],
    [/risikomanagement|gestion des risques|gesti[óo]n de riesgos/, 'Risk management'],
    [
      /prozessoptimierung|am[ée]lioration (?:des processus|continue)|mejora (?:de procesos|continua)/,
      'Process improvement',
    ],
    [
      /teamleitung|personalf[üu]hrung|encadrement d['’][ée]quipe|management d['’][ée]quipe|liderazgo de equipos?/,
      'Team leadership',
    ],
    [
      /probleml[öo]sung|r[ée]solution de probl[èe]mes|resoluci[óo]n de problemas/,
      'Problem solving',
    ],
    [/verhandlung|n[ée]gociation|negociaci[óo]n/, 'Negotiation'],
    [/marktforschung|[ée]tudes? de march[ée]|investigaci[óo]n de mercados?/, 'Market research'],
    [/soziale medien|r[ée]seaux sociaux|redes sociales/, 'Social media'],
    [
      /kundenservice|kundendienst|service client(?:[eè]le)?|atenci[óo]n al cliente/,
      'Customer service',
    ],
    [/lohnbuchhaltung|gehaltsabrechnung|\bpaie\b|n[óo]minas?/, 'Payroll'],
    [/budgetplanung|gestion budg[ée]taire|presupuestos/, 'Budgeting'],
    [/prognosen?|pr[ée]visions|previsiones|pron[óo]sticos/, 'Forecasting'],
    [/wirtschaftspr[üu]fung|auditor[íi]a/, 'Auditing'],
    [/finanzberichterstattung|reporting financier|informes financieros/, 'Financial reporting'],
    [/lieferkette|cha[îi]ne d['’]approvisionnement|cadena de suministro/, 'Supply chain'],
    [/logistik|logistique|log[íi]stica/, 'Logistics'],
    [
      /lagerverwaltung|bestandsmanagement|gestion des stocks|gesti[óo]n de inventarios?/,
      'Inventory management',
    ],
    [/personalbeschaffung|rekrutierung|recrutement|reclutamiento/, 'Recruiting'],
    [/arbeitsrecht|droit du travail|derecho laboral/, 'Employment law'],
    [
      /arbeitssicherheit|arbeitsschutz|(?:sant[ée]|hygi[èe]ne) et s[ée]curit[ée]|seguridad y salud|prevenci[óo]n de riesgos laborales/,
      'Health and safety',
    ],
    [/wundversorgung|soins des plaies|cura de heridas/, 'Wound care'],
    [/pflegeplanung|plan de soins|plan de cuidados/, 'Care planning'],
    [/unterrichtsplanung|pr[ée]paration des cours|planificaci[óo]n de clases/, 'Lesson planning'],
    [/klassenf[üu]hrung|gestion de (?:la )?classe|gesti[óo]n del aula/, 'Classroom management'],
  ] as [RegExp, string][]
).map(([pattern, name]) => [
  // Whole words only, letters of any script around them making another word.
  new RegExp(`(?<![\\p{L}])(?:${pattern.source})(?![\\p{L}])`, 'giu'),
  name,
]);

/** Where a text names a skill in German, French or Spanish: the English name and the span. */
export function foreignSkillMentions(text: string): { name: string; index: number; end: number }[] {
  const found: { name: string; index: number; end: number }[] = [];
  const normal = text.normalize('NFC');
  // Offsets are the text's own only when normalising changed nothing (the usual case).
  if (normal.length !== text.length) return found;
  for (const [pattern, name] of SKILL_WORDS) {
    for (const match of normal.matchAll(pattern)) {
      found.push({ name, index: match.index, end: match.index + match[0].length });
    }
  }
  return found.sort((a, b) => a.index - b.index || b.end - a.end);
}
