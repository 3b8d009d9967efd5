import styled from "styled-components";

export const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.muted};
`;
