/**
 * Years asked in a field ("5+ years in consumer goods", "3 years of experience in a hospital
 * setting", "5+ years of B2B sales"): the field the line names, and the months of the CV's dated
 * roles whose title, employer or duties show that field. Years of work elsewhere do not count
 * towards years asked in one field.
 */
import { straight } from '../posting/text';
import { yearsIn } from '../posting/years';
import type { CvReading } from './cv';
import { contentStems, squeeze } from './words';

/**
 * Fields of work as postings name them (trades, sectors, settings), each with the words a role
 * shows it by. Years asked in a field no row knows are counted as years overall.
 */
const FIELDS: { asked: RegExp; shown: RegExp }[] = [
  {
    asked: /consumer (?:packaged )?(?:goods|products)|\bcpg\b|\bfmcg\b|packaged goods/i,
    shown:
      /consumer (?:packaged )?(?:goods|products)|\bcpg\b|\bfmcg\b|packaged goods|grocer|food (?:and|&) beverage|beverages?\b|household products|personal care|cosmetics/i,
  },
  {
    asked: /hospital|acute care|inpatient/i,
    shown:
      /hospital|medical cent(?:er|re)|health (?:system|centre|center)|infirmary|inpatient|\bwards?\b|acute care|intensive care|\bicu\b|emergency department|\bnhs\b|med[- ]?surg/i,
  },
  {
    asked: /health ?care|clinical|medical|patient/i,
    shown: /health|hospital|clinic|medical|patient|nurs|pharma|care home|dental|therap/i,
  },
  {
    asked: /\bb2b\b|business[- ]to[- ]business/i,
    shown:
      /\bb2b\b|business[- ]to[- ]business|enterprise (?:clients|customers|accounts|sales)|corporate (?:clients|customers|accounts)|key accounts?|account executive|sales development|business development|mid-market|\bsmbs?\b|\bsmes?\b/i,
  },
  {
    asked: /\bsales\b|selling/i,
    shown:
      /\bsales\b|selling|\bsold\b|account (?:executive|manager|management)|business development|revenue|quota/i,
  },
  {
    asked: /retail/i,
    shown: /retail|\bstores?\b|\bshop\b|merchandis|e-?commerce|cashier/i,
  },
  {
    asked: /bank|financial services|fintech|insurance/i,
    shown: /bank|financial services|fintech|insur|invest|asset management/i,
  },
  {
    asked: /accounting|bookkeeping|audit/i,
    shown: /accounting|accountant|bookkeep|audit|ledger|payable|receivable|month[- ]end|reconcil/i,
  },
  {
    asked: /education|teaching|school|classroom/i,
    shown: /school|teach|education|universit|college|tutor|classroom|pupils|students/i,
  },
  {
    asked: /hospitality|hotel|restaurant|food service/i,
    shown: /hotel|restaurant|hospitality|catering|caf[ée]|\bbar\b|kitchen|food service/i,
  },
  {
    asked: /customer (?:service|support|care|experience)|call cent|contact cent|help ?desk/i,
    shown:
      /customer|client|call cent|contact cent|help ?desk|service desk|support (?:agent|advisor|specialist)/i,
  },
  {
    asked: /leadership|management|managerial|supervis|people lead/i,
    shown:
      /manager|management|\bhead of\b|\blead\b|leader|director|supervis|\bchief\b|managed (?:a )?team/i,
  },
  {
    asked: /public sector|government/i,
    shown: /government|public sector|ministry|council|federal|municipal|agency|department of/i,
  },
  {
    asked: /non-?profit|charit|\bngo\b|third sector/i,
    shown: /non-?profit|charit|\bngo\b|foundation|third sector|volunteer/i,
  },
  {
    asked: /manufactur|industrial/i,
    shown: /manufactur|factory|plant\b|production|assembly|industrial/i,
  },
  {
    asked: /construction/i,
    shown: /construction|contractor|building site|civil engineering/i,
  },
  {
    asked: /logistics|supply chain|warehous/i,
    shown:
      /logistics|supply chain|warehous|distribution|freight|shipping|procurement|parcels?|depot|\bhub\b|inbound|outbound|fulfil+ment|dispatch|couriers?|fleet/i,
  },
  {
    asked: /marketing/i,
    shown: /marketing|campaign|brand|advertis|seo\b|social media/i,
  },
  {
    asked: /consult/i,
    shown: /consult|advisory/i,
  },
  {
    asked: /research|laborator/i,
    shown: /research|laborator|\blab\b|scien|postdoc|ph\.?d/i,
  },
  {
    asked: /software|saas|tech(?:nology)? (?:company|industry|sector|startup)/i,
    shown: /software|saas|developer|engineer|programm|platform|tech/i,
  },
];

/** Words that place the years but name no field: "in a similar role", "in a fast-paced team". */
const NO_FIELD =
  /^(?:similar|comparable|equivalent|same|such|this|that|the|a|an|relevant|related|fast[- ]paced|dynamic|busy|demanding|growing|high[- ]growth|professional|full[- ]time|part[- ]time|paid|team|teams|role|roles|position|positions|job|jobs|company|companies|organi[sz]ations?|environment|setting|capacity|field|industry|sector|area|space|domain|\d+|[+,.-]+)$/i;

/** Adjectives between the years and what they are of: "5 years of relevant professional …". */
const LEAD =
  /^(?:(?:relevant|related|professional|progressive|proven|previous|prior|direct|hands-on|practical|practising|practicing|post-qualification|post-registration|full-time|paid|recent|demonstrated|demonstrable|solid|strong|industry|commercial|working|work)\s+)+/i;

/** A field phrase cut at its clause's end. */
const fieldClause = (text: string) =>
  squeeze(
    text.split(
      /[,;:(.!?]|\s[–—-]\s|\s(?:and|with|where|who|which|such as|including|including|e\.g\.|ideally|preferably|to|for|as|is|are|would|will|while|working|using)\s/i,
    )[0]!,
  );

/** Content words of a field, without the words that only place it ("a hospital setting"). */
function fieldName(phrase: string): string | null {
  const words = phrase.split(/\s+/).filter(Boolean);
  const kept = words.filter(
    (word, i) =>
      !(NO_FIELD.test(word) && (i === 0 || i === words.length - 1 || /^(?:a|an|the)$/i.test(word))),
  );
  // "In the industry", "in a similar role": nothing left that names a field.
  const name = kept
    .join(' ')
    .replace(/^(?:a|an|the)\s+/i, '')
    .replace(
      /\s+(?:setting|settings|environment|environments|industry|industries|sector|sectors|space|field|domain|area|roles?|positions?|capacity|experience)$/i,
      '',
    )
    .trim();
  if (!name || !contentStems(name).length) return null;
  if (name.split(/\s+/).every((word) => NO_FIELD.test(word))) return null;
  return name.split(/\s+/).length > 5 ? null : name;
}

/**
 * The field a line asks its years in, or null when the years are of work in general ("5+ years
 * of experience", "3 years in a similar role") or of a skill (" 3+ years with Python").
 */
export function fieldOfYears(line: string, years: number): string | null {
  const text = straight(line);
  for (const { value, end } of yearsIn(text)) {
    if (value !== years) continue;
    const after = text
      .slice(end, end + 160)
      .replace(/^['’]?\s*(?:of\s+)?/i, '')
      .replace(LEAD, '');
    // "… experience in consumer goods", "… in a hospital setting".
    const inField =
      /^(?:(?:work(?:ing)?\s+|professional\s+)?experience\s+|(?:work(?:ing)?|employment)\s+)?(?:in|within)\s+(?:the\s+)?(.+)$/i.exec(
        after,
      );
    // "… of B2B sales experience", "… of B2B sales".
    const ofField = /^(?!experience\b)(.+?)(?:\s+experience\b|$)/i.exec(fieldClause(after));
    const phrase = inField ? fieldClause(inField[1]!) : ofField ? ofField[1]! : '';
    // "Of experience with Python": a skill, which the requirements judge, not a field.
    if (!inField && /^(?:with|using|on|at|as|\p{L}+ing)\b/iu.test(phrase)) {
      continue;
    }
    const alternatives = phrase.split(/\s+or\s+|\s*\/\s*/i).map(fieldName);
    // Only fields the table knows: years "in DevOps" or "of systems programming" are years of a
    // skill, which the requirements and the years overall already judge.
    const known = (name: string | null) => !!name && FIELDS.some((row) => row.asked.test(name));
    if (alternatives.length && alternatives.every(known)) {
      return alternatives.join(' or ');
    }
  }
  return null;
}

/** Whether a role's words show the field: each known field the name names. */
function shows(field: string, text: string): boolean {
  return field.split(' or ').some((alternative) => {
    const known = FIELDS.filter((row) => row.asked.test(alternative));
    return known.length > 0 && known.every((row) => row.shown.test(text));
  });
}

export interface FieldYears {
  /** The field as the posting names it: "consumer goods". */
  name: string;
  /** Years of the dated roles that show it, overlaps counted once. */
  years: number;
  /** Those roles, as the CV titles them. */
  roles: string[];
}

/** The CV's years in the field: the months of the roles whose own words show it. */
export function yearsInField(cv: CvReading, field: string): FieldYears {
  const covered = new Set<number>();
  const roles: string[] = [];
  cv.roles.forEach((role, index) => {
    const text = [
      role.label,
      ...cv.units.filter((unit) => unit.role === index).map((unit) => unit.text),
    ].join('\n');
    if (!shows(field, text)) return;
    roles.push(role.label);
    for (let month = role.start; month <= role.end; month += 1) covered.add(month);
  });
  return { name: field, years: Math.round((covered.size / 12) * 10) / 10, roles };
}
