import { styled } from "styled-components";
import { controlStyles } from "../Field/Field.styled.js";

export const Select = styled.select`
  ${controlStyles}
  cursor: pointer;
`;
