import { absoluteUrl, postPath } from '@studio/schemas';
import { DEFAULT_MAIL_LANGUAGE, mailPath, type MailLanguage } from '../language/mailLanguage';
import { mailTexts } from '../language/mailTexts';
import { ListMailLayout } from '../layout/ListMailLayout';
import { MailButton } from '../layout/MailButton';
import { MailHeading, MailParagraph } from '../layout/MailText';
import type { MailContent } from '../mailContent';
import { renderMail } from '../renderMail';

/** What a post's e-mail shows of it, in the e-mail's language. */
export interface MailedPost {
  title: string;
  slug: string;
  excerpt: string;
  /** The cover's address on the site (or a web address): shown absolute. */
  image: string;
}

/** A post that went public, to the news list: its cover, title and excerpt, and a button to read it. */
export function postMail(
  origin: string,
  post: MailedPost,
  listName: string,
  language: MailLanguage = DEFAULT_MAIL_LANGUAGE,
): Promise<MailContent> {
  const cover = absoluteUrl(origin, post.image);
  return renderMail(
    post.title,
    <ListMailLayout
      origin={origin}
      listName={listName}
      locale={language.locale}
      preview={post.excerpt}
    >
      {cover && (
        <p style={{ margin: '0 0 16px' }}>
          <img
            src={cover}
            width={552}
            alt=""
            style={{ display: 'block', width: '100%', height: 'auto', border: 0, borderRadius: 12 }}
          />
        </p>
      )}
      <MailHeading>{post.title}</MailHeading>
      <MailParagraph>{post.excerpt}</MailParagraph>
      <MailButton href={`${origin}${mailPath(language, postPath(post.slug))}`}>
        {mailTexts(language.locale)('postRead')}
      </MailButton>
    </ListMailLayout>,
  );
}
