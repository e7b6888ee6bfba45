import { SiteLink } from '../components/SiteLink';
import type { NavItem } from './navigation';
import classes from './Footer.module.css';

interface FooterLinkListProps {
  title: string;
  items: readonly NavItem[];
}

export function FooterLinkList({ title, items }: FooterLinkListProps) {
  const headingId = `footer-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <nav aria-labelledby={headingId}>
      <h2 id={headingId} className={classes.heading}>
        {title}
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
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.to + item.label}>
          <SiteLink to={item.to} className={classes.link}>
            {item.label}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
