import { keyframes, styled } from "styled-components";

export const Overlay = styled.div<{ $visible: boolean }>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.spacing.lg};
  background: ${({ theme }) => theme.colors.surface.backdrop};
  opacity: ${({ $visible }) => ($visible ? 1 : 0)};
  visibility: ${({ $visible }) => ($visible ? "visible" : "hidden")};
  pointer-events: ${({ $visible }) => ($visible ? "auto" : "none")};
  /* The spec's 0.3 s fade; visibility flips after a fade-out so nothing is clickable behind. */
  transition:
    opacity ${({ theme }) => `${theme.motion.overlayFade} ${theme.motion.easing}`},
    visibility 0s linear ${({ theme, $visible }) => ($visible ? "0s" : theme.motion.overlayFade)};

  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
`;

const spin = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

export const Spinner = styled.span`
  width: 3.5rem;
  height: 3.5rem;
  border: 5px solid ${({ theme }) => theme.colors.surface.raised};
  border-top-color: ${({ theme }) => theme.colors.brand.accent};
  border-radius: ${({ theme }) => theme.radii.round};
  animation: ${spin} 0.9s linear infinite;

  ${({ theme }) => theme.media.reducedMotion} {
    animation-duration: 3s;
  }
`;

export const Message = styled.p`
  max-width: 24rem;
  margin: 0;
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  text-align: center;
  color: ${({ theme }) => theme.colors.text.default};
  background: ${({ theme }) => theme.colors.surface.raised};
  border-radius: ${({ theme }) => theme.radii.md};
`;
