import {
  Anchor,
  Button,
  NavLink,
  type AnchorProps,
  type ButtonProps,
  type NavLinkProps,
} from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, Ref } from 'react';

// Mantine components are polymorphic; createLink needs a concrete anchor-rendering component.
type AnchorAttrs = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color' | 'style'>;

function AnchorBase(props: AnchorProps & AnchorAttrs & { ref?: Ref<HTMLAnchorElement> }) {
  return <Anchor component="a" {...props} />;
}
function ButtonBase(props: ButtonProps & AnchorAttrs & { ref?: Ref<HTMLAnchorElement> }) {
  return <Button component="a" {...props} />;
}
function NavLinkBase(props: NavLinkProps & AnchorAttrs & { ref?: Ref<HTMLAnchorElement> }) {
  return <NavLink component="a" {...props} />;
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
