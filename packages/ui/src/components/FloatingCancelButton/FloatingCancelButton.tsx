import type { ButtonHTMLAttributes, MouseEvent } from "react";
import { useMembershipTheme } from "../../theme/ThemeProvider.js";
import { FloatingButton } from "./FloatingCancelButton.styled.js";

export interface FloatingCancelButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "children" | "onClick"> {
  /** "Cancel Product". */
  label: string;
  /** Opens the cancellation dialog. */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  /** Id of a modal <dialog> the button opens by itself (an invoker command), before any script. */
  opens?: string;
}

/** The button fixed to the bottom corner of every page that opens the cancellation dialog. */
export function FloatingCancelButton({
  label,
  onClick,
  opens,
  ...rest
}: FloatingCancelButtonProps) {
  useMembershipTheme();
  return (
    <FloatingButton
      type="button"
      $variant="secondary"
      $fullWidth={false}
      aria-haspopup="dialog"
      onClick={onClick}
      {...(opens ? { commandfor: opens, command: "show-modal" } : {})}
      {...rest}
    >
      {label}
    </FloatingButton>
  );
}
