import { splitParagraphs } from '@studio/schemas';
import { SiteText } from '../../components/SiteText';
import classes from './ReleaseNotes.module.css';

/** A release's notes: plain text, paragraphs on blank lines (as blog posts). */
export function ReleaseNotes({ notes }: { notes: string }) {
  return splitParagraphs(notes).map((paragraph, index) => (
    <SiteText key={index} className={classes.paragraph}>
      {paragraph}
    </SiteText>
  ));
}
