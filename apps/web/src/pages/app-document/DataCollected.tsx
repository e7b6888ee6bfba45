import type { PrivacyDeclaration } from '@studio/schemas';
import { SiteText } from '../../components/SiteText';
import { SiteTitle } from '../../components/SiteTitle';
import { useCatalog } from '../../messages/useCatalog';
import { APP_DOCUMENT_CATALOG } from './appDocumentCatalog';
import { collectedDataLine, dataHandlingLines } from './dataCollectedTexts';
import classes from './DataCollected.module.css';

const HEADING_ID = 'data-collected';

/** The app's privacy declaration as a visitor reads it, above its policy: each data type, or none at all. */
export function DataCollected({ declaration }: { declaration: PrivacyDeclaration }) {
  const texts = useCatalog(APP_DOCUMENT_CATALOG);
  return (
    <section aria-labelledby={HEADING_ID}>
      <SiteTitle order={2} id={HEADING_ID}>
        {texts.t('data.title')}
      </SiteTitle>
      {declaration.collectsData ? (
        <>
          <ul className={classes.list}>
            {declaration.data.map((data) => {
              const { label, details } = collectedDataLine(data, texts);
              return (
                <li key={data.type}>
                  <span className={classes.label}>{label}</span>
                  <span className={classes.details}>{details}</span>
                </li>
              );
            })}
          </ul>
          {dataHandlingLines(declaration, texts).map((line) => (
            <SiteText key={line}>{line}</SiteText>
          ))}
        </>
      ) : (
        <SiteText>{texts.t('data.none')}</SiteText>
      )}
    </section>
  );
}
