import { styled } from "styled-components";
import { controlStyles } from "../Field/Field.styled.js";

export const TextArea = styled.textarea`
  ${controlStyles}
  min-height: 8rem;
  resize: vertical;
`;
