import { FACT_SHEET_WORDS } from './factSheetWords';

const englishLabels = Object.keys(FACT_SHEET_WORDS.en.labels).sort();

describe("the fact sheet's words", () => {
  it.each(Object.entries(FACT_SHEET_WORDS))(
    'in %s have every English label, none blank',
    (_, words) => {
      expect(Object.keys(words.labels).sort()).toEqual(englishLabels);
      for (const label of Object.values(words.labels)) expect(label.trim()).not.toBe('');
    },
  );
});
