import { describe, expect, it } from 'vitest';
import { searchWordId } from '@baandee/domain';
import { keywordLookup, sampleShare } from '../../src/modules/search/search-sample.js';

describe('how the database looks a keyword up (the text sample)', () => {
  it('walks the order when many match, asks the text index when few do, tests the boosts where that is cheaper, and keeps each lookup per sample', () => {
    // many matches: walk the order; few (or a project's name): the text index
    const terms = [{ text: 'คอนโด', alternatives: ['คอนโด', 'condo'] }];
    const half = { rows: 1_000_000, texts: ['คอนโด อโศก', 'บ้าน'], wordsIndexed: true };
    expect(sampleShare(half.texts, terms)).toBe(0.5);
    expect(keywordLookup(half, terms)).toEqual({ keywordPath: 'walk', boostedPath: 'boosts', termWords: [[searchWordId('คอนโด'), searchWordId('condo')]] });
    // a database whose words are not the code's: no word index
    expect(keywordLookup({ ...half, wordsIndexed: false }, terms)).toEqual({ keywordPath: 'walk', boostedPath: 'boosts', termWords: [null] });
    // 0.3%: the text index for both (a share of the boosts would be read and tested for a handful)
    expect(keywordLookup({ rows: 1_000_000, texts: Array.from({ length: 3000 }, (_v, i) => (i < 10 ? 'condo' : 'house')), wordsIndexed: true }, terms)).toMatchObject({
      keywordPath: 'text-index',
      boostedPath: 'text-index',
    });
    expect(keywordLookup(half, [{ ...terms[0]!, rare: true }])).toMatchObject({ keywordPath: 'text-index', boostedPath: 'text-index' });
    // two words rarely found together, one of them common alone: the boosts are tested for both
    const bangNa = { text: 'บางนา', alternatives: ['บางนา', 'bang na'] };
    const townhomes = { rows: 1_000_000, texts: Array.from({ length: 3000 }, (_v, i) => (i < 10 ? 'ทาวน์โฮม บางนา' : i < 300 ? 'คอนโด บางนา' : 'house')), wordsIndexed: true };
    expect(keywordLookup(townhomes, [{ text: 'ทาวน์โฮม', alternatives: ['ทาวน์โฮม'] }, bangNa])).toMatchObject({ keywordPath: 'text-index', boostedPath: 'boosts' });
    // 1% of a million (On Nut, condo asok): 10,000 wide rows through the index beat walking 100,000,
    // but its trigrams' posting lists cost more than testing the running boosts
    const onePercent = { rows: 1_000_000, texts: Array.from({ length: 3000 }, (_v, i) => (i < 30 ? 'condo' : 'house')), wordsIndexed: true };
    expect(keywordLookup(onePercent, terms)).toMatchObject({ keywordPath: 'text-index', boostedPath: 'boosts' });
    // an indexed word beside one outside the word index (คอนโด วิวทะเล): the boosts' index would
    // read every boosted row from the table for the outside word; the text index combines first
    const seaView = { text: 'วิวทะเล', alternatives: ['วิวทะเล'] };
    const condoSeaView = keywordLookup(half, [terms[0]!, seaView]);
    expect(condoSeaView).toMatchObject({ keywordPath: 'text-index', boostedPath: 'text-index' });
    expect(condoSeaView.termWords).toEqual([[searchWordId('คอนโด'), searchWordId('condo')], null]);
    // a number beside it (Ladprao 101) is a word of the index (decision 081)
    expect(keywordLookup(half, [terms[0]!, { text: '101', alternatives: ['101'] }]).termWords).toEqual([[searchWordId('คอนโด'), searchWordId('condo')], [searchWordId('101')]]);
    // no word index: the shares decide as before
    expect(keywordLookup({ ...half, wordsIndexed: false }, [terms[0]!, seaView])).toMatchObject({ boostedPath: 'boosts' });
    // kept per sample and keyword: asked again, the same frozen lookup without testing the texts again; a new sample tests its own
    const sample = { rows: 1_000_000, texts: ['คอนโด อโศก', 'บ้าน'], wordsIndexed: true };
    const first = keywordLookup(sample, terms);
    expect(first.keywordPath).toBe('walk');
    sample.texts.splice(0, 2, ...Array.from({ length: 3000 }, () => 'house'));
    expect(keywordLookup(sample, [{ text: 'condo', alternatives: ['คอนโด', 'condo'] }])).toBe(first);
    expect(keywordLookup({ ...sample }, terms).keywordPath).toBe('text-index');
    expect(keywordLookup(sample, [{ ...terms[0]!, rare: true }]).keywordPath).toBe('text-index');
    expect(Object.isFrozen(first) && Object.isFrozen(first.termWords) && Object.isFrozen(first.termWords[0])).toBe(true);
  });
});
