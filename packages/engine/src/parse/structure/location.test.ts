import { describe, expect, it } from 'vitest';
import { readLocation, splitTrailingLocation } from './location.ts';

describe('splitTrailingLocation', () => {
  it.each([
    ['Software Engineer, Google, Mountain View, CA', 'Software Engineer, Google', 'Mountain View, CA'],
    ['Full Stack Developer, Uber, San Francisco, USA', 'Full Stack Developer, Uber', 'San Francisco, USA'],
    ['Kent State University, Kent, Ohio', 'Kent State University', 'Kent, Ohio'],
    ['Acme Analytics, Bengaluru, Karnataka, India', 'Acme Analytics', 'Bengaluru, Karnataka, India'],
    ['Uber, Gotham, USA', 'Uber', 'Gotham, USA'],
    // Spacing lost between the employer and the city.
    ['Dunamu Inc. Seoul, South Korea', 'Dunamu Inc.', 'Seoul, South Korea'],
    ['Senior Platform Engineer Portland, OR', 'Senior Platform Engineer', 'Portland, OR'],
    ['Austin, TX', '', 'Austin, TX'],
    // A known city ends an unknown piece: the words before it are the employer.
    ['Kasa Seoul, South Korea', 'Kasa', 'Seoul, South Korea'],
    // One city per place: a name left of a city is not a second city; a state of the same name is a state.
    ['Delhi, New Delhi, India', 'Delhi', 'New Delhi, India'],
    ['Acme Labs, New York, New York', 'Acme Labs', 'New York, New York'],
    // A town named with a word that otherwise names an organisation stays whole.
    ['Texas A&M University, College Station, TX', 'Texas A&M University', 'College Station, TX'],
    ['College Station, TX', '', 'College Station, TX'],
  ])('%s', (text, rest, location) => {
    expect(splitTrailingLocation(text)).toEqual({ rest, location });
  });

  it('leaves text without a place alone', () => {
    expect(splitTrailingLocation('Project Director, Socratic Technologies')).toEqual({
      rest: 'Project Director, Socratic Technologies',
    });
  });
});

describe('readLocation: a city and its country without a comma', () => {
  it('reads a known city followed by a country as a place', () => {
    expect(readLocation('MUNICH GERMANY')).toMatchObject({ city: 'MUNICH', countryCode: 'DE' });
    expect(readLocation('New Delhi India')).toMatchObject({ city: 'New Delhi', countryCode: 'IN' });
  });

  it('reads no place where the first words are not a known city', () => {
    expect(readLocation('Senior Germany')).toBeUndefined();
    expect(readLocation('Munich Airport')).toBeUndefined();
  });
});
