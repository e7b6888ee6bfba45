interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export interface LegalDocument {
  title: string;
  /** When the text last changed, as an ISO date. */
  updated: string;
  intro: string;
  sections: LegalSection[];
}
