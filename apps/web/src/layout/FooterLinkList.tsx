import { useId } from 'react';
import { SiteLink } from '../components/SiteLink';
import type { MessageKey } from '../messages/catalog';
import { useMessages } from '../messages/MessagesContext';
import type { NavItem } from './navigation';
import classes from './Footer.module.css';

interface FooterLinkListProps {
  /** Its heading in the page's catalog. */
  title: MessageKey;
  items: readonly NavItem[];
}

export function FooterLinkList({ title, items }: FooterLinkListProps) {
  const { t } = useMessages();
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId}>
      <h2 id={headingId} className={classes.heading}>
        {t(title)}
      </h2>
      <FooterLinks items={items} className={classes.list} />
    </nav>
  );
}

/** The links of a footer list, each to a page of the site. */
export function FooterLinks({
  items,
  className,
}: {
  items: readonly NavItem[];
  className?: string;
}) {
  const { t } = useMessages();
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.to + item.label}>
          <SiteLink to={item.to} className={classes.link}>
            {t(item.label)}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
