import { css, type DefaultTheme, styled } from "styled-components";

export type ButtonVariant = "primary" | "secondary" | "inverse";

/** true: always the container's width; "phone": the container's width below tablet width, its own from there. */
export type ButtonWidth = boolean | "phone";

const variantStyles = (theme: DefaultTheme, variant: ButtonVariant) => {
  switch (variant) {
    case "secondary":
      return css`
        background: ${theme.colors.surface.raised};
        color: ${theme.colors.brand.primary};
        border-color: ${theme.colors.brand.primary};
        &:hover:not(:disabled) {
          background: ${theme.colors.surface.subtle};
          color: ${theme.colors.brand.primaryHover};
        }
      `;
    case "inverse":
      return css`
        background: ${theme.colors.brand.accent};
        color: ${theme.colors.brand.onAccent};
        border-color: ${theme.colors.brand.accent};
        &:hover:not(:disabled) {
          filter: brightness(1.05);
          color: ${theme.colors.brand.onAccent};
        }
      `;
    default:
      return css`
        background: ${theme.colors.brand.primary};
        color: ${theme.colors.brand.onPrimary};
        border-color: ${theme.colors.brand.primary};
        &:hover:not(:disabled) {
          background: ${theme.colors.brand.primaryHover};
          border-color: ${theme.colors.brand.primaryHover};
          color: ${theme.colors.brand.onPrimary};
        }
      `;
  }
};

const buttonStyles = css<{ $variant: ButtonVariant; $fullWidth: ButtonWidth }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.xs};
  min-height: 2.75rem;
  min-width: 2.75rem;
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.lg}`};
  width: ${({ $fullWidth }) => ($fullWidth ? "100%" : "auto")};
  ${({ theme, $fullWidth }) =>
    $fullWidth === "phone" &&
    css`
      ${theme.media.tablet} {
        width: auto;
      }
    `}
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.pill};
  font: inherit;
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  letter-spacing: 0.02em;
  text-decoration: none;
  cursor: pointer;
  transition: background-color ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`};
  ${({ theme, $variant }) => variantStyles(theme, $variant)}

  &:disabled {
    cursor: not-allowed;
    background: ${({ theme }) => theme.colors.surface.subtle};
    color: ${({ theme }) => theme.colors.text.muted};
    border-color: ${({ theme }) => theme.colors.border.field};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus.ring};
    outline-offset: 2px;
  }

  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
`;

export const StyledButton = styled.button<{ $variant: ButtonVariant; $fullWidth: ButtonWidth }>`
  ${buttonStyles}
`;

export const StyledButtonLink = styled.a<{ $variant: ButtonVariant; $fullWidth: ButtonWidth }>`
  ${buttonStyles}
`;
