import { styled } from "styled-components";

/**
 * The drawer is a modal <dialog> in the top layer: the browser draws its backdrop (::backdrop), makes the page behind
 * it inert, and shows it from the first frame a tap opens it (its menu button's command), before any script. It
 * slides in and out over the drawer's time, display and overlay held until the slide-out ends.
 */
export const DrawerDialog = styled.dialog`
  position: fixed;
  inset-block: 0;
  inset-inline: 0 auto;
  box-sizing: border-box;
  width: min(${({ theme }) => theme.layout.drawerWidth}, 85vw);
  max-width: none;
  height: 100%;
  max-height: none;
  margin: 0;
  padding: ${({ theme }) => theme.spacing.lg};
  overflow-y: auto;
  color: inherit;
  background: ${({ theme }) => theme.colors.surface.raised};
  border: none;
  box-shadow: ${({ theme }) => theme.shadows.overlay};
  transform: translateX(-100%);
  transition:
    transform ${({ theme }) => `${theme.motion.drawer} ${theme.motion.easing}`},
    overlay ${({ theme }) => theme.motion.drawer} allow-discrete,
    display ${({ theme }) => theme.motion.drawer} allow-discrete;

  &[open] {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.spacing.md};
    transform: none;
  }

  @starting-style {
    &[open] {
      transform: translateX(-100%);
    }
  }

  &::backdrop {
    background: transparent;
    transition:
      background-color ${({ theme }) => `${theme.motion.drawer} ${theme.motion.easing}`},
      overlay ${({ theme }) => theme.motion.drawer} allow-discrete,
      display ${({ theme }) => theme.motion.drawer} allow-discrete;
  }

  &[open]::backdrop {
    background: ${({ theme }) => theme.colors.surface.backdrop};
  }

  @starting-style {
    &[open]::backdrop {
      background: transparent;
    }
  }

  &:focus {
    outline: none;
  }

  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;

    &::backdrop {
      transition: none;
    }
  }
`;
