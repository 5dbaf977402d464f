import { Fragment, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Icon, type IconName } from './icons';
import './side-menu.css';

/** `also`: other addresses (prefixes) this item stands for, e.g. a list for its items' edit pages. */
export type SideMenuItem = { to: string; label: string; icon: IconName; end?: boolean; badge?: ReactNode; also?: string[] };
export type SideMenuGroup = { label?: string; items: SideMenuItem[] };

/** The side menu of the learner, teacher and admin areas; the current page's link carries `active`. */
export function SideMenu({ label, groups }: { label: string; groups: SideMenuGroup[] }) {
  const { pathname } = useLocation();
  const current = (item: SideMenuItem, isActive: boolean) => isActive || (item.also ?? []).some((p) => pathname.startsWith(p));
  return (
    <nav aria-label={label} className="lb-side-menu">
      {groups.map((g, i) => (
        <Fragment key={g.label ?? i}>
          {g.label && (
            <div className="lb-side-menu__group" aria-hidden>
              {g.label}
            </div>
          )}
          {g.items.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              end={item.end}
              className={({ isActive }) => (current(item, isActive) ? 'lb-side-menu__link active' : 'lb-side-menu__link')}
            >
              <Icon name={item.icon} size={18} />
              <span>{item.label}</span>
              {item.badge}
            </NavLink>
          ))}
        </Fragment>
      ))}
    </nav>
  );
}
