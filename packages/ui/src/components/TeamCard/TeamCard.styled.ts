import { styled } from "styled-components";

export const Card = styled.article`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => theme.spacing.lg};
  text-align: center;
  background: ${({ theme }) => theme.colors.surface.raised};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

export const Photo = styled.img`
  width: 9rem;
  height: 9rem;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.round};
`;

export const Name = styled.h3`
  margin: ${({ theme }) => theme.spacing.xs} 0 0;
  font-size: ${({ theme }) => theme.typography.fontSize.lg};
  color: ${({ theme }) => theme.colors.text.default};
`;

export const JobTitle = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.muted};
`;
