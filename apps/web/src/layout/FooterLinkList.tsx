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
      <ul className={classes.list}>
        {items.map((item) => (
          <li key={item.to + item.label}>
            <SiteLink to={item.to} className={classes.link}>
              {item.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
