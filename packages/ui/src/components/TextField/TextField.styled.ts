import { styled } from "styled-components";
import { controlStyles } from "../Field/Field.styled.js";

export const Input = styled.input`
  ${controlStyles}
`;
