import { styled } from "styled-components";

export const DrawerRoot = styled.div<{ $open: boolean }>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.drawer};
  pointer-events: ${({ $open }) => ($open ? "auto" : "none")};
  visibility: ${({ $open }) => ($open ? "visible" : "hidden")};
  /* Stay visible while the drawer slides out, then hide it from everyone. */
  transition: visibility 0s linear ${({ theme, $open }) => ($open ? "0s" : theme.motion.drawer)};

  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
`;

export const Backdrop = styled.div<{ $open: boolean }>`
  position: absolute;
  inset: 0;
  background: ${({ theme }) => theme.colors.surface.backdrop};
  opacity: ${({ $open }) => ($open ? 1 : 0)};
  transition: opacity ${({ theme }) => `${theme.motion.drawer} ${theme.motion.easing}`};

  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
`;

export const Panel = styled.div<{ $open: boolean }>`
  position: absolute;
  inset-block: 0;
  inset-inline-start: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  width: min(${({ theme }) => theme.layout.drawerWidth}, 85vw);
  padding: ${({ theme }) => theme.spacing.lg};
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface.raised};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
  transform: translateX(${({ $open }) => ($open ? "0" : "-100%")});
  transition: transform ${({ theme }) => `${theme.motion.drawer} ${theme.motion.easing}`};

  &:focus {
    outline: none;
  }

  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
`;
