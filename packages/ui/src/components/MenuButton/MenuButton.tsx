import type { ButtonHTMLAttributes, Ref } from "react";
import { useMembershipTheme } from "../../theme/ThemeProvider.js";
import { StyledMenuButton } from "./MenuButton.styled.js";

export interface MenuButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "children" | "aria-expanded"> {
  /** Whether the drawer it opens is open. */
  expanded: boolean;
  /** Id of the drawer it opens: the button opens that <dialog> itself (an invoker command), before any script. */
  controls: string;
  /** Accessible name, e.g. "Menu". */
  label: string;
  ref?: Ref<HTMLButtonElement>;
}

/** The "hamburger" button that opens the side drawer on small screens, by itself: no script needed. */
export function MenuButton({
  expanded,
  controls,
  label,
  type = "button",
  ...rest
}: MenuButtonProps) {
  useMembershipTheme();
  return (
    <StyledMenuButton
      type={type}
      aria-label={label}
      aria-expanded={expanded}
      aria-controls={controls}
      {...{ commandfor: controls, command: "show-modal" }}
      {...rest}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M3 6h18M3 12h18M3 18h18"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
    </StyledMenuButton>
  );
}
