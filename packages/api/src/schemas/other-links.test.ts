import { describe, expect, it } from 'vitest';
import { BASIC_INFO_FIELDS, BasicInfoSchema, blankFormValues } from './profile';
import { OTHER_LINKS_MAX } from './limits';
import { messages } from './messages';

const basics = { professional_title: 'Engineer', location: 'Lisbon' };
const issuesOf = (links: unknown) => {
  const result = BasicInfoSchema.safeParse({ ...basics, links });
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('the other links of basic information', () => {
  it('are none when not given, empty or null: no default', () => {
    for (const empty of [undefined, null, [], ['', '  ']]) {
      expect(BasicInfoSchema.parse({ ...basics, links: empty }).links).toEqual([]);
    }
  });

  it('keep http(s) links in their order, trimmed, each once', () => {
    const links = [
      ' https://gitlab.com/someone ',
      'https://blog.example.org/',
      'https://GitLab.com/someone',
      'http://orcid.org/0000-0002-1825-0097',
    ];
    expect(BasicInfoSchema.parse({ ...basics, links }).links).toEqual([
      'https://gitlab.com/someone',
      'https://blog.example.org/',
      'http://orcid.org/0000-0002-1825-0097',
    ]);
  });

  it('refuse what the named links refuse, with their text, on the list itself', () => {
    for (const wrong of ['javascript:alert(1)', 'gitlab.com/someone', 'ftp://example.org', 'x']) {
      expect(issuesOf(['https://blog.example.org', wrong])).toEqual([
        ['links', messages.urlInvalid],
      ]);
    }
    expect(issuesOf([`https://example.org/${'a'.repeat(2100)}`])).toEqual([
      ['links', messages.urlMax],
    ]);
    expect(issuesOf('https://blog.example.org')).not.toEqual([]);
  });

  it(`hold at most ${OTHER_LINKS_MAX}, repeats not counted`, () => {
    const links = Array.from({ length: OTHER_LINKS_MAX }, (_, n) => `https://a${n}.example.org`);
    expect(issuesOf([...links, links[0]])).toEqual([]);
    expect(issuesOf([...links, 'https://one-more.example.org'])).toEqual([
      ['links', `At most ${OTHER_LINKS_MAX} other links`],
    ]);
  });

  it('are declared as a list field taking a whole address, empty at first', () => {
    const field = BASIC_INFO_FIELDS.find((f) => f.name === 'links');
    expect(field).toMatchObject({ label: 'Other Links', kind: 'tags', maxLength: 2048 });
    expect(blankFormValues(BASIC_INFO_FIELDS).links).toEqual([]);
  });
});
