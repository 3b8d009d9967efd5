import type { AnchorHTMLAttributes, ButtonHTMLAttributes, Ref } from "react";
import { useMembershipTheme } from "../../theme/ThemeProvider.js";
import {
  type ButtonVariant,
  type ButtonWidth,
  StyledButton,
  StyledButtonLink,
} from "./Button.styled.js";

export type { ButtonVariant, ButtonWidth };

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** "primary": the main action; "secondary": an alternative one; "inverse": on a dark surface. */
  variant?: ButtonVariant;
  /** true: fills its container's width (e.g. in a card); "phone": full width below tablet width (a form's submit), its own width from there. */
  fullWidth?: ButtonWidth;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = "primary",
  fullWidth = false,
  type = "button",
  ...rest
}: ButtonProps) {
  useMembershipTheme();
  return <StyledButton type={type} $variant={variant} $fullWidth={fullWidth} {...rest} />;
}

export interface ButtonLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  /** "primary": the main action; "secondary": an alternative one; "inverse": on a dark surface. */
  variant?: ButtonVariant;
  /** true: fills its container's width; "phone": only below tablet width. */
  fullWidth?: ButtonWidth;
  ref?: Ref<HTMLAnchorElement>;
}

/** An anchor that looks like a button, e.g. a tel: link. */
export function ButtonLink({ variant = "primary", fullWidth = false, ...rest }: ButtonLinkProps) {
  useMembershipTheme();
  return <StyledButtonLink $variant={variant} $fullWidth={fullWidth} {...rest} />;
}
