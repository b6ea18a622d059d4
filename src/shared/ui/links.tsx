import { Anchor, Button, type AnchorProps, type ButtonProps } from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import classes from './links.module.css';

// Mantine components are polymorphic; createLink needs a concrete anchor-rendering component.
type AnchorAttrs = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color' | 'style'>;

function AnchorBase(props: AnchorProps & AnchorAttrs & { ref?: Ref<HTMLAnchorElement> }) {
  return <Anchor component="a" {...props} />;
}
function ButtonBase(props: ButtonProps & AnchorAttrs & { ref?: Ref<HTMLAnchorElement> }) {
  return <Button component="a" {...props} />;
}
/**
 * A navigation entry, drawn as Mantine's NavLink draws one (label, right section, the active tint) with
 * a plain anchor and a CSS module: Mantine's NavLink brings its collapsible children (Collapse and its
 * hooks) to every page for entries that have none.
 */
function NavLinkBase({
  label,
  active,
  rightSection,
  className,
  ...props
}: AnchorAttrs & {
  label: ReactNode;
  active?: boolean;
  rightSection?: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
}) {
  return (
    <a
      {...props}
      className={`mantine-focus-auto ${classes.navLink} mantine-NavLink-root${className ? ` ${className}` : ''}`}
      data-active={active || undefined}
    >
      <div className={`${classes.body} mantine-NavLink-body`}>
        <span className={`${classes.label} mantine-NavLink-label`}>{label}</span>
      </div>
      {rightSection && (
        <span className={`${classes.section} mantine-NavLink-section`} data-position="right">
          {rightSection}
        </span>
      )}
    </a>
  );
}

const CreatedAnchor = createLink(AnchorBase);
const CreatedButton = createLink(ButtonBase);
const CreatedNavLink = createLink(NavLinkBase);

/** Mantine pieces that navigate with the router: typed `to`/`params`/`search`, preloading on intent. */
export const RouterAnchor: LinkComponent<typeof AnchorBase> = (props) => (
  <CreatedAnchor preload="intent" {...props} />
);
export const RouterButton: LinkComponent<typeof ButtonBase> = (props) => (
  <CreatedButton preload="intent" {...props} />
);
export const RouterNavLink: LinkComponent<typeof NavLinkBase> = (props) => (
  <CreatedNavLink preload="intent" {...props} />
);
