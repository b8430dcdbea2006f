import { describe, expect, it } from 'vitest';
import { checkDetails, dayStartOf, describeProblems } from './customer-details';

const languages = ['en', 'es'];

describe("a customer's details", () => {
  it('are trimmed and normalised: a country in capitals, a language as the site spells it, empty text cleared', () => {
    const checked = checkDetails(
      {
        hospitalName: '  Hospital Clínico  ',
        country: 'es',
        language: 'ES',
        contactEmail: ' ana.ruiz@hospital.example ',
        notes: 'first line\r\nsecond line',
        customerNumber: '',
        contactName: null,
      },
      languages,
    );
    expect(checked).toEqual({
      details: {
        hospitalName: 'Hospital Clínico',
        country: 'ES',
        language: 'es',
        contactEmail: 'ana.ruiz@hospital.example',
        notes: 'first line\nsecond line',
        customerNumber: null,
        contactName: null,
      },
      problems: [],
    });
  });

  it('leave out what was not given, so a change keeps the other details', () => {
    expect(checkDetails({ country: 'GB' }, languages)).toEqual({ details: { country: 'GB' }, problems: [] });
  });

  it('refuse an unknown country, a language the site lacks, an e-mail that is no address, and say which', () => {
    const { problems } = checkDetails(
      { country: 'EU', language: 'fr', contactEmail: 'ana@', hospitalName: 'x'.repeat(201), contactName: 'a\tb' },
      languages,
    );
    expect(describeProblems(problems)).toBe(
      'Hospital name: at most 200 characters; ' +
        'Country: "EU" is not an ISO 3166-1 alpha-2 country code (two letters, e.g. ES or GB); ' +
        'Language: "fr" is not a language of the site (en, es); ' +
        'Contact person: one line of text without control characters; ' +
        'Contact e-mail: "ana@" is not a valid e-mail address',
    );
    expect(problems.map((problem) => problem.field)).toEqual([
      'hospitalName',
      'country',
      'language',
      'contactName',
      'contactEmail',
    ]);
  });

  it('take an access end as a day, from 00:00 UTC, and none as no end', () => {
    expect(checkDetails({ accessEndsOn: '2027-01-01' }, languages).accessEndsAt).toBe(Date.UTC(2027, 0, 1));
    expect(checkDetails({ accessEndsOn: '' }, languages).accessEndsAt).toBeNull();
    expect(checkDetails({}, languages)).not.toHaveProperty('accessEndsAt');
    for (const text of ['2027-02-30', '1/1/2027', '2027-01-01T10:00:00Z']) {
      expect(describeProblems(checkDetails({ accessEndsOn: text }, languages).problems)).toBe(
        'Access ends on: not a day written YYYY-MM-DD',
      );
    }
  });
});

describe('dayStartOf', () => {
  it('is midnight UTC of a real day only', () => {
    expect(dayStartOf('2024-02-29')).toBe(Date.UTC(2024, 1, 29));
    expect(dayStartOf('2023-02-29')).toBeUndefined();
  });
});
