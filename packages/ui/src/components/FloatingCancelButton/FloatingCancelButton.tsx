import type { ButtonHTMLAttributes } from "react";
import { useMembershipTheme } from "../../theme/ThemeProvider.js";
import { FloatingButton } from "./FloatingCancelButton.styled.js";

export interface FloatingCancelButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "children" | "onClick"> {
  /** "Cancel Product". */
  label: string;
  /** Opens the cancellation dialog. */
  onClick: () => void;
}

/** The button fixed to the bottom corner of every page that opens the cancellation dialog. */
export function FloatingCancelButton({ label, onClick, ...rest }: FloatingCancelButtonProps) {
  useMembershipTheme();
  return (
    <FloatingButton
      type="button"
      $variant="secondary"
      $fullWidth={false}
      aria-haspopup="dialog"
      onClick={onClick}
      {...rest}
    >
      {label}
    </FloatingButton>
  );
}
